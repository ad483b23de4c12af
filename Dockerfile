# The group scheduler as one image: `docker build -t group-scheduler .`, then
# `docker run -p 8080:8080 -v scheduler-data:/data group-scheduler` (docs/operations.md, Container).
# The base is the official Node 20 image, named here once so a site can pin it or take it from its own mirror:
# `docker build --build-arg NODE_IMAGE=registry.example.org/node:20-bookworm-slim .`
ARG NODE_IMAGE=node:20-bookworm-slim

# Build: every workspace's dependencies, then every app's production build.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests alone first, so the install is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY shared-domain/package.json shared-domain/
COPY shared-auth/package.json shared-auth/
COPY shared-ui/package.json shared-ui/
COPY shell/package.json shell/
COPY mfe-meetings/package.json mfe-meetings/
COPY mfe-teams/package.json mfe-teams/
COPY mfe-venues/package.json mfe-venues/
COPY mfe-users/package.json mfe-users/
COPY server/package.json server/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# No package of this product needs its install script (native parts come as prebuilt platform packages).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# The server's production dependencies, without the build's tools.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/server/package.json server/
COPY --from=build /app/shared-domain/package.json shared-domain/
RUN npm ci --ignore-scripts --no-audit --no-fund --omit=dev --workspace=server --include-workspace-root=false

# Run: production dependencies, the built apps, and the scripts `npm start`, `npm run backup` and `npm run restore` run.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=dependencies /app/node_modules node_modules
# A server dependency whose version differs from the one hoisted for the other workspaces (negotiator) lives here.
COPY --from=dependencies /app/server/node_modules server/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/scripts scripts
COPY --from=build /app/tooling/processes/server-process.mjs /app/tooling/processes/child-output.mjs tooling/processes/
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/migrations server/migrations
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mfe-meetings/dist mfe-meetings/dist
COPY --from=build /app/mfe-teams/dist mfe-teams/dist
COPY --from=build /app/mfe-venues/dist mfe-venues/dist
COPY --from=build /app/mfe-users/dist mfe-users/dist
# The official image's unprivileged user; /data is its own, and a new named volume takes that owner from here.
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# Ready: the database answers and the migrations are applied (GET /readyz). A first start on an empty PGlite
# creates its database; the start period leaves it the time.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm start` without npm: the server with its memory settings, stopped cleanly by SIGTERM (`docker stop`).
CMD ["node", "scripts/start.mjs"]
