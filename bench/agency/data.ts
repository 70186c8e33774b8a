import type { SqlClient } from '../market/sql.ts';

export interface BenchAgency {
  id: string;
  slug: string;
  ownerId: string;
  agentIds: string[];
}

export interface AgencyData {
  agency: BenchAgency;
  /** The agency's listings (all public when made), and how many each member holds. */
  listings: number;
  heldByAgent: Record<string, number>;
  unassigned: number;
  counterRows: number;
  counterDays: { first: string; last: string };
  /** Sums over the year, for a sense of the scale the statistics add up. */
  counterTotals: { views: number; saves: number; contacts: number; phoneReveals: number };
}

/** The agency's people: an owner and `agents` agents, in SQL (no password: nobody logs in). */
async function insertMembers(client: SqlClient, agents: number, now: string): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `insert into users (name, email, password_hash, created_at, updated_at)
     select case when n = 0 then 'Vlasnica Benč' else 'Agent Benč ' || n end,
            'agency-bench-' || n || '@bench.krov.test', 'bench-agency:no-login', $1::timestamptz, $1::timestamptz
     from generate_series(0, $2::int) as n
     order by n
     returning id`,
    [now, agents],
  );
  return rows.map((row) => row.id);
}

/**
 * One approved agency with its owner and agents (rows as the agencies module writes them), and
 * `listings` public listings of the loaded market made its own: each as if created by one of its
 * members (owner_id), held by an agent (agent_id) but one in ten by nobody. The listings are the
 * public ones of one city first (an agency works where it sits), then any.
 */
export async function makeAgency(
  client: SqlClient,
  options: { listings: number; agents: number; now: Date },
): Promise<Omit<AgencyData, 'counterRows' | 'counterDays' | 'counterTotals'>> {
  const now = options.now.toISOString();
  const [ownerId, ...agentIds] = await insertMembers(client, options.agents, now);
  if (!ownerId) throw new Error('no owner');
  const slug = 'benc-nekretnine';
  const { rows } = await client.query<{ id: string }>(
    `insert into agencies (name, slug, status, owner_id, description, address, lat, lng, phone_number,
       email, website, register_authority, register_number, register_verified_at, approved_at,
       created_at, updated_at)
     values ('Benč Nekretnine', $1, 'approved', $2, 'Agencija za promet nekretninama u Sarajevu.',
       'Zmaja od Bosne 7, Sarajevo', 43.8563, 18.4131, '+38733123456', 'info@benc.krov.test',
       'https://benc.krov.test', 'fbih', '65-01-0123-24', $3::timestamptz - interval '300 days',
       $3::timestamptz - interval '365 days', $3::timestamptz - interval '370 days', $3::timestamptz)
     returning id`,
    [slug, ownerId, now],
  );
  const agencyId = rows[0]?.id;
  if (!agencyId) throw new Error('no agency');
  await client.query(
    `insert into agency_members (agency_id, user_id, role, joined_at)
     select $1::uuid, m.id, case when m.n = 1 then 'owner'::agency_role else 'agent'::agency_role end,
            $3::timestamptz - interval '365 days'
     from unnest($2::uuid[]) with ordinality as m(id, n)`,
    [agencyId, `{${[ownerId, ...agentIds].join(',')}}`, now],
  );
  // Public now and not sold: the listings the agency page and its search show.
  const { rows: chosen } = await client.query<{ id: string }>(
    `select id from properties
     where status = 'listed' and deleted_at is null and sold_at is null and valid_until > $1::timestamptz
       and agency_id is null
     order by (city_slug = (select city_slug from properties where city_slug is not null
                            group by city_slug order by count(*) desc limit 1)) desc nulls last,
              md5(id::text)
     limit $2::int`,
    [now, options.listings],
  );
  if (chosen.length < options.listings)
    throw new Error(`only ${chosen.length} public listings to give the agency`);
  const members = [ownerId, ...agentIds];
  const ids = chosen.map((row) => row.id);
  // Listing i: created by member i mod (members), held by agent i mod (agents) but every tenth by none.
  await client.query(
    `update properties p set agency_id = $1::uuid, owner_id = c.owner, agent_id = c.agent, updated_at = $4::timestamptz
     from (select l.id, ($3::uuid[])[1 + (l.n - 1) % array_length($3::uuid[], 1)] as owner,
                  case when l.n % 10 = 0 then null
                       else ($5::uuid[])[1 + (l.n - 1) % array_length($5::uuid[], 1)] end as agent
           from unnest($2::uuid[]) with ordinality as l(id, n)) c
     where p.id = c.id`,
    [agencyId, `{${ids.join(',')}}`, `{${members.join(',')}}`, now, `{${agentIds.join(',')}}`],
  );
  const { rows: held } = await client.query<{ agent: string | null; n: number }>(
    `select agent_id as agent, count(*)::int as n from properties where agency_id = $1 group by agent_id`,
    [agencyId],
  );
  const heldByAgent: Record<string, number> = {};
  let unassigned = 0;
  for (const row of held) {
    if (row.agent) heldByAgent[row.agent] = row.n;
    else unassigned = row.n;
  }
  return {
    agency: { id: agencyId, slug, ownerId, agentIds },
    listings: ids.length,
    heldByAgent,
    unassigned,
  };
}

/**
 * A year of daily counters (`days` rows a listing, ending today) for every listing of the agency
 * (and with `market`, for every other listing of the market too), in one `INSERT … SELECT` the
 * database makes, in the order the api writes them: day after day, every listing's row of a day
 * together (so a listing's year lies across the table as it would, not in one run of pages). Each
 * listing has its own popularity (1 to ~33 views a day, log-uniform, from a hash of its id other
 * than the one that chose the agency's listings); weekends draw a third more; each day varies
 * ±60 %; saves about 3 % of views, conversations about 0.8 %, phone reveals about 2 %, each rounded
 * up or down at random (a fraction of a save a day is a save on some days; the sums keep the
 * rates). Seeded: the same numbers every run of one engine.
 */
export async function insertCounters(
  client: SqlClient,
  options: { agencyId: string; days: number; today: string; seed: number; market: boolean },
): Promise<Pick<AgencyData, 'counterRows' | 'counterDays' | 'counterTotals'> & { allCounterRows: number }> {
  await client.query(`select setseed(${(options.seed % 1000) / 1000})`);
  await client.query(
    `insert into property_daily_counters (property_id, day, views, saves, contacts, phone_reveals)
     select id, day, views,
            floor(views * 0.03 * (0.5 + random()) + random())::int,
            floor(views * 0.008 * (0.5 + random()) + random())::int,
            floor(views * 0.02 * (0.5 + random()) + random())::int
     from (
       select l.id, ($2::date - g.n) as day, l.shuffle,
              floor(l.popularity * (case when extract(isodow from $2::date - g.n) >= 6 then 1.35 else 1 end)
                    * (0.4 + 1.2 * random()) + random())::int as views
       from (select id, md5(id::text) as shuffle,
                    exp(3.5 * ((('x' || substr(md5(id::text || ':views'), 1, 8))::bit(32)::int & 2147483647) / 2147483647.0))
                      as popularity
             from properties where agency_id = $1::uuid or $4::boolean) l
       cross join generate_series(0, $3::int - 1) as g(n)
     ) c
     order by day, shuffle`,
    [options.agencyId, options.today, options.days, options.market],
  );
  await client.query('vacuum (analyze) property_daily_counters, properties, agencies, agency_members, users');
  const { rows } = await client.query<{
    rows: number;
    first: string;
    last: string;
    views: number;
    saves: number;
    contacts: number;
    phone_reveals: number;
  }>(
    `select count(*)::int as rows, min(day)::text as first, max(day)::text as last,
            sum(views)::int as views, sum(saves)::int as saves, sum(contacts)::int as contacts,
            sum(phone_reveals)::int as phone_reveals
     from property_daily_counters c join properties p on p.id = c.property_id where p.agency_id = $1`,
    [options.agencyId],
  );
  const all = await client.query<{ n: number }>('select count(*)::int as n from property_daily_counters');
  const row = rows[0];
  if (!row) throw new Error('no counters');
  return {
    counterRows: row.rows,
    counterDays: { first: row.first, last: row.last },
    counterTotals: {
      views: row.views,
      saves: row.saves,
      contacts: row.contacts,
      phoneReveals: row.phone_reveals,
    },
    allCounterRows: all.rows[0]?.n ?? 0,
  };
}

/** Sizes and counts of what the measured calls read. */
export async function dataFacts(client: SqlClient): Promise<Record<string, number>> {
  const { rows } = await client.query<Record<string, number>>(
    `select (select count(*)::int from properties) as "listings",
            (select count(*)::int from properties where status = 'listed' and deleted_at is null
               and ((sold_at is null and valid_until > now()) or (sold_while_listed and sold_at > now() - interval '30 days')))
              as "public listings",
            (select count(*)::int from property_daily_counters) as "property_daily_counters rows",
            (select count(*)::int from agencies where status = 'approved') as "approved agencies",
            round(pg_total_relation_size('properties') / 1048576.0, 1)::float8 as "properties MB",
            round(pg_total_relation_size('property_daily_counters') / 1048576.0, 1)::float8 as "property_daily_counters MB"`,
  );
  return rows[0] ?? {};
}
