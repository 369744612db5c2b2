# The service's image: the same build as `npm start`, then only what runs it. Built and started
# without Docker by test/packaging/docker-image.spec.ts (docs/operations.md, "The image").
#
# Stage 1 compiles: the whole install (TypeScript is a dev dependency), the build, then what only
# development needs is pruned away, leaving the runtime's node_modules (the SQLite driver
# compiled). Optional packages go too: TypeScript stays installed as an optional peer of Swagger
# and Bull's dashboard otherwise, and the rest (a msgpack accelerator, a Cloudflare socket) are
# not needed.
FROM node:22-bookworm-slim AS build
WORKDIR /app
# Where no prebuilt SQLite driver can be downloaded, npm compiles it.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
COPY libs ./libs
# ./data: where an embedded (SQLite) run keeps its file, writable by the runtime's user.
RUN npm run build && npm prune --omit=dev --omit=optional --no-audit --no-fund && mkdir -p data

# Stage 2 runs: compiled JavaScript and production dependencies, no sources, no compilers, as the
# unprivileged `node` user.
FROM node:22-bookworm-slim
WORKDIR /app
# Every interface: a container is reached from outside it (the service's default is loopback).
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build --chown=node:node /app/data ./data
USER node
EXPOSE 3000 3001
# The API's readiness, or a worker's (APP_ROLE=worker answers on WORKER_HEALTH_PORT).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 CMD ["node", "dist/src/healthcheck.js"]
CMD ["node", "dist/src/main.js"]
