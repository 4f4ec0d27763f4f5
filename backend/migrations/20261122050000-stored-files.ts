import { Migration } from '@mikro-orm/migrations';

/**
 * Uploaded files (fundraiser logos, game images, sponsor logos) kept in PostgreSQL, so every API instance
 * serves them without shared disks. Rows are immutable: a new upload is a new id, which lets them be cached forever.
 */
export class Migration20261122050000StoredFiles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table stored_files (
        id uuid primary key,
        content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
        byte_size integer not null check (byte_size >= 0),
        etag text not null check (etag ~ '^[0-9a-f]{64}$'),
        bytes bytea not null,
        created_at timestamptz not null default now(),
        check (octet_length(bytes) = byte_size)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table stored_files;');
  }
}
