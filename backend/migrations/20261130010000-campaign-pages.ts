import { Migration } from '@mikro-orm/migrations';

/**
 * Campaign pages (issue #21), the fundraisers side.
 *
 * - Fundraisers get the page's story, cover photo and a readable, unique slug (`/f/{slug}`), made from the name when
 *   the row is inserted (`westfield-robotics`, then `westfield-robotics-2` on a clash) and never changed by a rename.
 *   A trigger makes it, so every writer (the create command, the demo seed, fixtures inserting rows) gets one by the
 *   same rule; an advisory lock per base slug serialises two creations of the same name.
 * - Every fundraiser and every group gets its own donation code (`fundRaisingDonationLink`, `groupDonationLink`:
 *   referral_codes of kind 'fundraiser' and 'group'), made by triggers when the row is inserted; existing rows are
 *   backfilled here. Participant codes stay made on demand (one per participant and fundraiser).
 * - A participant's page settings live on their membership: why they raise, a personal goal (null: the default),
 *   a photo that shows only when they turn it on, their message likewise, and an admin's approval of an under-18's
 *   photo (cleared whenever a new photo comes).
 */
export class Migration20261130010000CampaignPages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function fundraiser_slug_base(name text) returns text language sql immutable as $fn$
        select coalesce(
          nullif(trim(both '-' from left(trim(both '-' from regexp_replace(
            translate(lower(name), 'àáâãäåāçćčèéêëēìíîïīñńòóôõöøōùúûüūýÿšžß', 'aaaaaaaccceeeeeiiiiinnooooooouuuuuyyszs'),
            '[^a-z0-9]+', '-', 'g')), 60)), ''),
          'fundraiser')
      $fn$;

      create function fundraiser_free_slug(base text) returns text language plpgsql volatile as $fn$
      declare
        candidate text := base;
        n integer := 1;
      begin
        -- Two creations of the same name wait for each other, so the second sees the first's slug.
        perform pg_advisory_xact_lock(hashtext('fundraiser-slug:' || base));
        while exists (select 1 from fundraisers where slug = candidate) loop
          n := n + 1;
          candidate := base || '-' || n;
        end loop;
        return candidate;
      end
      $fn$;

      -- 12 alphanumeric characters, like the application's newReferralCode().
      create function new_referral_code() returns text language sql volatile as $fn$
        select string_agg(substr('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
                                 1 + floor(random() * 62)::integer, 1), '')
          from generate_series(1, 12)
      $fn$;

      create function insert_donation_code(code_kind text, code_fundraiser uuid, code_group uuid) returns void
        language plpgsql volatile as $fn$
      begin
        loop
          insert into referral_codes (code, kind, fundraiser_id, group_id)
          values (new_referral_code(), code_kind, code_fundraiser, code_group)
          on conflict (code) do nothing;
          exit when found;
        end loop;
      end
      $fn$;

      alter table fundraisers
        add column slug text null,
        add column story text null,
        add column cover_file_id uuid null references stored_files (id);
    `);

    // Backfill, oldest first, so the first fundraiser of a name keeps the plain slug.
    this.addSql(`
      do $do$
      declare
        row record;
      begin
        for row in select id, fund_raising_name from fundraisers order by created_at, id loop
          update fundraisers set slug = fundraiser_free_slug(fundraiser_slug_base(row.fund_raising_name))
           where id = row.id;
        end loop;
        for row in select f.id from fundraisers f
                    where not exists (select 1 from referral_codes r where r.fundraiser_id = f.id and r.kind = 'fundraiser')
        loop
          perform insert_donation_code('fundraiser', row.id, null);
        end loop;
        for row in select g.id, g.fundraiser_id from fundraiser_groups g
                    where not exists (select 1 from referral_codes r where r.group_id = g.id and r.kind = 'group')
        loop
          perform insert_donation_code('group', row.fundraiser_id, row.id);
        end loop;
      end
      $do$;
    `);

    this.addSql(`
      alter table fundraisers
        alter column slug set not null,
        add constraint fundraisers_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80);
      create unique index fundraisers_slug_unique on fundraisers (slug);

      create function fundraisers_fill_slug() returns trigger language plpgsql as $fn$
      begin
        new.slug := fundraiser_free_slug(fundraiser_slug_base(new.fund_raising_name));
        return new;
      end
      $fn$;
      create trigger fundraisers_fill_slug before insert on fundraisers
        for each row when (new.slug is null) execute function fundraisers_fill_slug();

      create function fundraisers_add_donation_code() returns trigger language plpgsql as $fn$
      begin
        perform insert_donation_code('fundraiser', new.id, null);
        return null;
      end
      $fn$;
      create trigger fundraisers_add_donation_code after insert on fundraisers
        for each row execute function fundraisers_add_donation_code();

      create function fundraiser_groups_add_donation_code() returns trigger language plpgsql as $fn$
      begin
        perform insert_donation_code('group', new.fundraiser_id, new.id);
        return null;
      end
      $fn$;
      create trigger fundraiser_groups_add_donation_code after insert on fundraiser_groups
        for each row execute function fundraiser_groups_add_donation_code();

      alter table fundraiser_memberships
        add column why_raising text null,
        add column personal_goal_cents bigint null check (personal_goal_cents > 0),
        add column photo_file_id uuid null references stored_files (id),
        add column show_photo boolean not null default false,
        add column show_message boolean not null default false,
        add column photo_approved_at timestamptz null,
        add column photo_approved_by uuid null references accounts (id) on delete set null;
      create index fundraiser_memberships_photos_idx on fundraiser_memberships (fundraiser_id)
        where photo_file_id is not null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index if exists fundraiser_memberships_photos_idx;
      alter table fundraiser_memberships
        drop column photo_approved_by,
        drop column photo_approved_at,
        drop column show_message,
        drop column show_photo,
        drop column photo_file_id,
        drop column personal_goal_cents,
        drop column why_raising;
      drop trigger fundraiser_groups_add_donation_code on fundraiser_groups;
      drop function fundraiser_groups_add_donation_code();
      drop trigger fundraisers_add_donation_code on fundraisers;
      drop function fundraisers_add_donation_code();
      drop trigger fundraisers_fill_slug on fundraisers;
      drop function fundraisers_fill_slug();
      drop index fundraisers_slug_unique;
      alter table fundraisers drop constraint fundraisers_slug_format;
      alter table fundraisers drop column cover_file_id, drop column story, drop column slug;
      drop function insert_donation_code(text, uuid, uuid);
      drop function new_referral_code();
      drop function fundraiser_free_slug(text);
      drop function fundraiser_slug_base(text);
    `);
  }
}
