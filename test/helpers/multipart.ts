/** A real multipart/form-data body, as a browser or curl -F would send it. */
export async function multipartBody(parts: Record<string, string | { name: string; bytes: Buffer; type?: string }>): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [field, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(field, value);
    else form.append(field, new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }), value.name);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}
