// Same CLI as `npm run verify-replay` (which runs games/sdk/src/cli/verify-replay.ts):
// `npx tsx scripts/verify-replay.ts <file>`.
import '../games/sdk/src/cli/verify-replay';
