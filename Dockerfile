# The FundPlay image: API and worker are the same build, started with different commands (docker-compose.yml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "backend/dist/src/main.js"]
