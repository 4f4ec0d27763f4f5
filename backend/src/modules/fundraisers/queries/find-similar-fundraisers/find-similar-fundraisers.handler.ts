import type { SimilarFundraiser } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FindSimilarFundraisersQuery } from './find-similar-fundraisers.query';

export const SIMILAR_LIST_LIMIT = 10;
/** Shorter words ("the", "of", "fun") say nothing about two names being alike. */
export const SIMILAR_WORD_MIN_LENGTH = 4;

/** The distinct words of a name that count for similarity, lower case. */
export function significantWords(name: string): string[] {
  return [
    ...new Set(
      name
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => [...word].length >= SIMILAR_WORD_MIN_LENGTH),
    ),
  ];
}

interface SimilarRow {
  id: string;
  fund_raising_name: string;
  city: string;
  state: string;
  start_ms: string;
}

@QueryHandler(FindSimilarFundraisersQuery)
export class FindSimilarFundraisersHandler implements IQueryHandler<FindSimilarFundraisersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ name }: FindSimilarFundraisersQuery): Promise<SimilarFundraiser[]> {
    // Every value travels as a parameter; the words as a JSON array, so no quoting of our own is involved.
    const rows = await this.em.fork().execute<SimilarRow[]>(
      `with wanted as (select lower(?::text) as name, array(select jsonb_array_elements_text(?::jsonb)) as words)
       select f.id, f.fund_raising_name, f.city, f.state,
              (extract(epoch from f.starts_at) * 1000)::bigint as start_ms
         from fundraisers f, wanted w
        where strpos(lower(f.fund_raising_name), w.name) > 0
           or strpos(w.name, lower(f.fund_raising_name)) > 0
           or exists (
                select 1 from regexp_split_to_table(lower(f.fund_raising_name), '[^[:alnum:]]+') as word
                 where char_length(word) >= ${SIMILAR_WORD_MIN_LENGTH} and word = any(w.words))
        order by lower(f.fund_raising_name) = w.name desc,
                 strpos(lower(f.fund_raising_name), w.name) > 0 or strpos(w.name, lower(f.fund_raising_name)) > 0 desc,
                 f.starts_at desc, f.id
        limit ${SIMILAR_LIST_LIMIT}`,
      [name, JSON.stringify(significantWords(name))],
    );
    return rows.map((row) => ({
      _id: row.id,
      fundRaisingName: row.fund_raising_name,
      city: row.city,
      state: row.state,
      fundRaisingStartTime: Number(row.start_ms),
    }));
  }
}
