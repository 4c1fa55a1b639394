import type { Command } from 'commander';
import { clientCommand, clientFor, type ClientOptions } from '../client-command.js';
import { printJson, printLine, UsageError } from '../output.js';

export function registerWhatsapp(program: Command): void {
  const whatsapp = program.command('whatsapp').description('Answer simulated WhatsApp messages');
  clientCommand(
    whatsapp
      .command('reply')
      .description('Answer a simulated offer as the candidate would')
      .argument('<match>', 'job_id:candidate_id, as `svc jobs show` lists them')
      .argument('<answer>', 'interested or declined'),
  )
    .addHelpText('after', '\nExample:\n  $ svc whatsapp reply 12:345 interested\n')
    .action(async (match: string, answer: string, options: ClientOptions) => {
      const parsed = /^(\d+):(\d+)$/.exec(match);
      if (!parsed) throw new UsageError(`<match> must be job_id:candidate_id, got "${match}"`);
      if (answer !== 'interested' && answer !== 'declined') throw new UsageError(`<answer> must be interested or declined, got "${answer}"`);
      const result = await clientFor(options).post<{ whatsapp_status: string }>('/v1/sandbox/whatsapp/reply', { job_id: Number(parsed[1]), candidate_id: Number(parsed[2]), reply: answer });
      if (options.json) return printJson(result);
      printLine(`Candidate ${parsed[2]} of job ${parsed[1]}: ${result.whatsapp_status}.`);
    });
}
