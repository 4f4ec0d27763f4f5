// Same CLI as `npm run verify-replay` (which runs games/cli/verify-replay.ts):
// `npx tsx scripts/verify-replay.ts <file>`.
import '../games/cli/verify-replay';
