// The smallest JSON route, `GET /health` → {"status":"ok"}, on one of three stacks: plain
// node:http (what the baseline is built on), bare Express 5, and a one-controller Nest app on
// Express (no guards, pipes, middleware or database). `node bench/lib/floor-server.mjs <kind> <port>`
import 'reflect-metadata';

const [kind, portArg] = process.argv.slice(2);
const port = Number(portArg);
const HOST = '127.0.0.1';

if (kind === 'node') {
  const { createServer } = await import('node:http');
  createServer((_req, res) => {
    const text = JSON.stringify({ status: 'ok' });
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  }).listen(port, HOST);
} else if (kind === 'express') {
  const { default: express } = await import('express');
  const app = express();
  app.set('etag', false);
  app.set('x-powered-by', false);
  app.get('/health', (_req, res) => res.json({ status: 'ok' }));
  app.listen(port, HOST);
} else if (kind === 'nest') {
  const { Controller, Get, Module } = await import('@nestjs/common');
  const { NestFactory } = await import('@nestjs/core');
  // Decorators applied by hand: this file is plain JavaScript.
  class HealthController {
    live() {
      return { status: 'ok' };
    }
  }
  const live = Object.getOwnPropertyDescriptor(
    HealthController.prototype,
    'live',
  );
  Get()(HealthController.prototype, 'live', live);
  Controller('health')(HealthController);
  class FloorModule {}
  Module({ controllers: [HealthController] })(FloorModule);
  const app = await NestFactory.create(FloorModule, {
    logger: false,
    bodyParser: false,
  });
  app.getHttpAdapter().getInstance().set('etag', false);
  app.getHttpAdapter().getInstance().set('x-powered-by', false);
  await app.listen(port, HOST);
} else {
  throw new Error(`unknown kind ${kind} (node | express | nest)`);
}
