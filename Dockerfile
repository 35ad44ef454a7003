# The store as one image: built web app + compiled server. Run it with docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY packages/rules/package.json packages/rules/
COPY web/package.json web/
COPY tools/openapi-types/package.json tools/openapi-types/
COPY tools/lint/package.json tools/lint/
COPY packages/garment-art/package.json packages/garment-art/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/api/package.json api/
# zod-to-openapi sits under api/; zod 4 is hoisted to the root (one copy, shared with @store/rules).
COPY --from=build /app/api/node_modules api/node_modules
# The rules package (node_modules/@store/rules links to it), built to dist/ by the api's build.
COPY --from=build /app/packages/rules/package.json packages/rules/
COPY --from=build /app/packages/rules/dist packages/rules/dist
COPY --from=build /app/api/dist api/dist
# The product pictures' drawing: the server requires its compiled output (node_modules links to it).
COPY --from=build /app/packages/garment-art/package.json packages/garment-art/
COPY --from=build /app/packages/garment-art/dist packages/garment-art/dist
COPY --from=build /app/web/dist web/dist
# The server's renderer of the shop's pages (WEB_DIST's sibling, {WEB_DIST}-server).
COPY --from=build /app/web/dist-server web/dist-server
USER node
EXPOSE 4000
# The node flags of `npm start` (package.json), the same here and in the bench (a test compares them).
CMD ["node", "--max-old-space-size=160", "--heap-growing-percent=30", "api/dist/api/src/main.js"]
