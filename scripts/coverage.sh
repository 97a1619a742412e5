#!/usr/bin/env bash
# `npm run test:coverage`: line and branch coverage of the server (src/, workers/) over the unit and
# integration tiers together (Jest, V8's own counters), and of the web app (web/src/) over its unit
# tier (Vitest). The browser tier is not counted: it drives the built bundle, not the sources.
# Writes coverage/server and coverage/web (json-summary and text-summary); docs/testing.md has the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
npx jest --selectProjects unit integration --maxWorkers=2 --coverage --coverageProvider=v8 \
  --collectCoverageFrom='src/**/*.ts' --collectCoverageFrom='workers/**/*.ts' --collectCoverageFrom='!**/*.spec.ts' \
  --coverageDirectory=coverage/server --coverageReporters=json-summary --coverageReporters=text-summary
npx vitest run --config web/vitest.config.mts --coverage.enabled --coverage.provider=v8 \
  --coverage.include='src/**/*.{ts,tsx}' --coverage.exclude='src/**/*.test.{ts,tsx}' \
  --coverage.reportsDirectory=../coverage/web --coverage.reporter=json-summary --coverage.reporter=text-summary
