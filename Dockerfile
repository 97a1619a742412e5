# One image, two entry points: the API (default) and the worker (`node dist/workers/main.js`).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: see .ci/run for why.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY package.json ./
# The API's launcher keeps its V8 code cache here (ADR 0015); the rest of the image stays read-only to the app.
RUN mkdir -p dist/server/v8-cache && chown node:node dist/server/v8-cache
USER node
EXPOSE 3000
CMD ["node", "dist/server/api.js"]
