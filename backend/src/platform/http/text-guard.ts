import { textMessages, unsafeTextProblem, type ApiErrorBody } from '@fundplay/contracts';
import type { FastifyInstance } from 'fastify';

/** Deeper than any request FundPlay accepts; deeper input is refused rather than walked. */
const MAX_DEPTH = 16;

export const nestingMessage = 'The request is nested too deeply';

export interface TextRefusal {
  /** Dotted path of the offending value ('' for the whole input). */
  path: string;
  message: string;
}

/** JSON bodies, parsed query strings and multipart fields; not uploads' streams and buffers, nor functions. */
function isWalkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Date) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** A value still to look at; its dotted path is spelled out only when it is refused. */
interface Pending {
  value: unknown;
  parent: Pending | null;
  key: string;
  depth: number;
}

function pathOf(node: Pending, root: string): string {
  const keys: string[] = [];
  for (let at: Pending | null = node; at?.parent; at = at.parent) keys.push(at.key);
  if (root) keys.push(root);
  return keys.reverse().join('.');
}

/**
 * The first string in `input` (values and keys, at any depth) that breaks the shared text rule. Multi-line
 * leniency applies here because this guard cannot know which field is a message; the field builders in
 * contracts refuse line breaks in single-line fields. Iterative, so hostile nesting cannot exhaust the stack; paths
 * are built only for a refusal and array items that are numbers are skipped, since a long replay (finishRun) holds
 * hundreds of thousands of values.
 */
export function findUnsafeText(input: unknown, root = ''): TextRefusal | null {
  const pending: Pending[] = [{ value: input, parent: null, key: root, depth: 0 }];
  // Multipart bodies refer back to themselves (each part lists every field): visit each object once.
  const seen = new WeakSet<object>();
  while (pending.length > 0) {
    const node = pending.pop() as Pending;
    const { value, depth } = node;
    if (typeof value === 'string') {
      const problem = unsafeTextProblem(value, { multiline: true });
      if (problem) return { path: pathOf(node, root), message: textMessages[problem] };
      continue;
    }
    if (!isWalkable(value) || seen.has(value)) continue;
    seen.add(value);
    if (depth >= MAX_DEPTH) return { path: pathOf(node, root), message: nestingMessage };
    if (Array.isArray(value)) {
      // An array's keys are its indexes: nothing to check in them.
      for (let index = 0; index < value.length; index++) {
        const child: unknown = value[index];
        if (typeof child !== 'number')
          pending.push({ value: child, parent: node, key: String(index), depth: depth + 1 });
      }
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      const problem = unsafeTextProblem(key);
      // A hostile key is named by its parent: echoing it would repeat what was refused.
      if (problem) return { path: pathOf(node, root), message: textMessages[problem] };
      pending.push({ value: child, parent: node, key, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Every route, before its guard, pipes or handler run: path parameters, query and body must follow the text
 * rule, so NUL, lone surrogates and bidi overrides never reach PostgreSQL, a log line or an email.
 */
export function registerTextGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    const refusal = findUnsafeText(request.params) ?? findUnsafeText(request.query) ?? findUnsafeText(request.body);
    if (!refusal) return;
    const body: ApiErrorBody = { message: refusal.message, errors: { [refusal.path]: [refusal.message] } };
    return reply.status(400).header('content-type', 'application/json; charset=utf-8').send(body);
  });
}
