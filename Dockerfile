# One image holds the API and the built sites (the API serves them behind nginx).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/host/package.json apps/host/
COPY apps/main-site/package.json apps/main-site/
COPY apps/shop/package.json apps/shop/
COPY apps/owner-site/package.json apps/owner-site/
COPY apps/e2e/package.json apps/e2e/
COPY libs/contracts/package.json libs/contracts/
COPY libs/ui/package.json libs/ui/
COPY libs/api-client/package.json libs/api-client/
COPY libs/portfolio-files/package.json libs/portfolio-files/
COPY libs/test-fakes/package.json libs/test-fakes/
RUN npm install --no-audit --no-fund
COPY . .
RUN NX_DAEMON=false npx nx run-many -t build --output-style=stream

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/portfolio-files/package.json libs/portfolio-files/
RUN npm install --omit=dev --no-audit --no-fund --workspace @domainfolio/api --include-workspace-root
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/portfolio-files/dist libs/portfolio-files/dist
# The operator commands (npm run plan -- <email> PRO|FREE, npm run seed) run from the build.
COPY --from=build /app/tools/cli.mjs tools/cli.mjs
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/host/dist apps/host/dist
COPY --from=build /app/apps/main-site/dist apps/main-site/dist
COPY --from=build /app/apps/shop/dist apps/shop/dist
COPY --from=build /app/apps/owner-site/dist apps/owner-site/dist
# The server renderers of the public pages (the API loads them).
COPY --from=build /app/apps/main-site/dist-server apps/main-site/dist-server
COPY --from=build /app/apps/shop/dist-server apps/shop/dist-server
COPY --from=build /app/apps/owner-site/dist-server apps/owner-site/dist-server
USER node
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
