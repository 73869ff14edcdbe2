# syntax=docker/dockerfile:1
# The API image: NestJS server plus the built web client, which the API serves in production.
# Build from the repository root:  docker build -f docker/api.Dockerfile .
ARG NODE_VERSION=20

# --- build: install everything, compile server (each package's dist/) and web client (apps/web/dist)
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci
RUN npm run build
# Keep only production dependencies; workspace links (node_modules/@ledgerline/*) stay.
RUN npm prune --omit=dev

# --- runtime
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=64", "apps/api/dist/main.js"]
