# syntax=docker/dockerfile:1
# The worker image: BullMQ processors and catch-up projections. No HTTP, so no HEALTHCHECK.
# Build from the repository root:  docker build -f docker/worker.Dockerfile .
ARG NODE_VERSION=20

# --- build: the same steps as the API image (the server build compiles every package)
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci
RUN npm run build
RUN npm prune --omit=dev

# --- runtime
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
CMD ["node", "--max-semi-space-size=64", "apps/worker/dist/main.js"]
