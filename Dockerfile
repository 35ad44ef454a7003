# The store as one image: built web app + compiled server. Run it with docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
COPY tools/openapi-types/package.json tools/openapi-types/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/api/package.json api/
# zod 4 and its OpenAPI generator sit under api/ (another zod, of a development tool, is hoisted).
COPY --from=build /app/api/node_modules api/node_modules
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 4000
CMD ["node", "api/dist/api/src/main.js"]
