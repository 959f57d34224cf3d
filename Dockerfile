# syntax=docker/dockerfile:1
# One image per service, all from this file:
#   docker build --build-arg SERVICE=shipping -t frakt/shipping:latest .
#   docker build -t frakt/all-in-one:latest .          (the default: everything in one process)
# SERVICE is one of: all-in-one gateway auth customers shipping contacts claims billing content.
# The build stages do not depend on SERVICE, so building all nine images compiles the code once.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- the manifests npm ci needs, alone, so the dependency layer below stays cached until they change
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . \( -name node_modules -prune \) -o -type f \
      \( -name package.json -o -name package-lock.json -o -name .npmrc \) -print0 \
    | xargs -0 cp --parents -t /manifests

# --- build: install everything, compile (proto, TypeScript, console), then drop the dev dependencies
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund
COPY . .
RUN npm run build
RUN --mount=type=cache,target=/root/.npm \
    npm prune --omit=dev --no-audit --no-fund

# --- runtime: production node_modules, the built workspaces and the console's static files
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# Writable places for the non-root user: JWT keys (a volume in compose, secrets in k8s) and the
# embedded PostgreSQL data of the all-in-one image.
RUN mkdir -p /var/lib/frakt/keys /var/lib/frakt/data \
 && chown -R node:node /var/lib/frakt
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs ./libs
COPY --from=build /app/services ./services
COPY --from=build /app/proto ./proto
COPY --from=build /app/console/package.json ./console/package.json
COPY --from=build /app/console/dist ./console/dist

ARG SERVICE=all-in-one
ENV SERVICE=${SERVICE} \
    NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/frakt/data \
    CONSOLE_DIR=/app/console/dist

USER node
EXPOSE 3000 3101 3102 3103 3104 3105 3106 3107

# PORT when set, else the service's default port.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=4 \
  CMD ["node", "-e", "const d={gateway:3000,'all-in-one':3000,auth:3101,customers:3102,shipping:3103,contacts:3104,claims:3105,billing:3106,content:3107};const p=process.env.PORT||d[process.env.SERVICE]||3000;fetch('http://127.0.0.1:'+p+'/api/health/ready',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# exec: node becomes the main process and receives SIGTERM directly.
CMD ["sh", "-c", "exec node \"services/${SERVICE}/dist/main.js\""]
