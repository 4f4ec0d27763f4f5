import { routeTable } from '@fundplay/contracts';
import { Controller, Headers, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../http/domain-error';
import { isCanonicalUuid } from '../http/ids';
import { Route } from '../http/route.decorator';
import { FileStorage } from './file-storage.port';

export const fileMessages = {
  badId: 'This file address is not valid',
  notFound: 'There is no such file',
} as const;

/** A year: the longest lifetime caches honour. A file's id never names other bytes, so it cannot go stale. */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this ETag (or is `*`); weak validators count, per RFC 9110. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag);
}

/** Stored files (logos, images) for anyone: they are shown on public pages. */
@Controller()
export class FilesController {
  constructor(private readonly storage: FileStorage) {}

  @Route(routeTable.file)
  async serve(
    @Param('id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!isCanonicalUuid(id)) throw new DomainError('invalid', fileMessages.badId);
    const file = await this.storage.get(id);
    if (!file) throw new DomainError('not-found', fileMessages.notFound);
    const etag = `"${file.etag}"`;
    void reply
      .header('etag', etag)
      .header('cache-control', FILE_CACHE_CONTROL)
      // The stored type is the one sharp wrote; a browser must not second-guess it.
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline');
    if (matchesEtag(ifNoneMatch, etag)) {
      await reply.status(304).send();
      return;
    }
    await reply.status(200).header('content-type', file.contentType).send(file.bytes);
  }
}
