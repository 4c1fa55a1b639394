#!/usr/bin/env node
// The program lives in dist/ (built by `npm install` through `prepare`); bin/svc sets up malloc and runs this.
const { run } = await import('../dist/cli/main.js');
const code = await run(process.argv);
if (code !== 0) process.exitCode = code;
