# syntax=docker/dockerfile:1
# The production image: the built web app and the server bundle (server/dist: esbuild, plus the
# migrated database template a first start copies), production dependencies only (the bundle loads
# the packages it leaves external from node_modules), running as the unprivileged `node` user.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY protocol/package.json protocol/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build --workspace web && npm run build --workspace server

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY protocol/package.json protocol/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --omit=dev --workspace server --include-workspace-root=false --no-audit --no-fund \
  && npm cache clean --force
COPY server/src/db/migrations server/src/db/migrations
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# --liftoff-only: see bundleNodeFlags in server/src/runtime-paths.ts.
CMD ["node", "--liftoff-only", "server/dist/main.js"]
