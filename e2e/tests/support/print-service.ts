import { createServer, type Server } from 'node:http';

export interface ReceivedJob {
  deviceUri: string;
  amountOfCopies: number;
  pdf: Buffer;
}

/**
 * A stand-in for the workstation's local print service (registers §7 "Local print service"):
 * lists one device per print type and keeps every job it is sent, so a test can read the PDF the
 * console printed. It answers the console's cross-origin calls as the real service does.
 */
export async function startPrintService(port: number, devices: { deviceUri: string; name: string }[]) {
  const jobs: ReceivedJob[] = [];
  const server: Server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-headers', 'content-type');
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' && request.url === '/devices') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(devices));
      return;
    }
    if (request.method === 'POST' && request.url === '/add-job') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const job = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          file: string;
          deviceUri: string;
          amountOfCopies: number;
        };
        jobs.push({
          deviceUri: job.deviceUri,
          amountOfCopies: job.amountOfCopies,
          pdf: Buffer.from(job.file, 'base64'),
        });
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: true }));
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    jobs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
