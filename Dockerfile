# Production image: build both workspaces, keep only runtime dependencies.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/dist ./web/dist
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "--max-semi-space-size=16", "--heap-growing-percent=50", "api/dist/main.js"]
