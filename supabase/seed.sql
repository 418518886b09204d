-- Demo data for SIMK. Applied on the first `npm start`, by `npm run db:reset`, by the test harness
-- (once, to the template database) and by `supabase db reset` on a Docker or hosted stack. It runs
-- as `postgres` (not a superuser) and needs nothing beyond the migrations.
--
-- Deterministic: every name, number and choice comes from md5 of a fixed key, never from
-- random(). Dates are anchored to the day the seed runs (join dates, 24 months of bills ending
-- this month, overdue buckets), so the dashboards always look current; the same day gives the
-- same rows.
--
-- Contents: the DPP, all 38 provinces as DPW, 121 DPCs (every provincial capital, all 27 of Jawa
-- Barat, the main cities of Jawa Timur, DKI Jakarta and more), about 3,300 members with
-- Indonesian names, 24 months of bills and payments (~85% of due bills collected, overdue members in every
-- bucket), transfers in every status, reminders, news, blog posts, events, certifications, SKP
-- credits, and the five demo accounts (password Simk#Demo2026) with their notifications.

-- Deterministic pseudo-random helpers (session-local).
create function pg_temp.u(key text) returns double precision
language sql immutable
as $$ select ('x' || substr(md5(key), 1, 12))::bit(48)::bigint / 281474976710656.0 $$;

create function pg_temp.pick(options text[], key text) returns text
language sql immutable
as $$ select options[1 + floor(pg_temp.u(key) * cardinality(options))::int] $$;

create function pg_temp.id(key text) returns uuid
language sql immutable
as $$ select md5('simk:' || key)::uuid $$;

-- Bulk load without per-row audit entries; one summary entry is written at the end.
alter table public.organizations disable trigger organizations_audit;
alter table public.role_assignments disable trigger role_assignments_audit;
alter table public.members disable trigger members_audit;
alter table public.transfer_requests disable trigger transfer_requests_audit;
alter table public.dues_categories disable trigger dues_categories_audit;

-- ---------------------------------------------------------------------------------------------
-- Organizations
-- ---------------------------------------------------------------------------------------------

create temp table seed_provinces (bps text primary key, name text, lat numeric, lng numeric, postal text) on commit drop;
insert into seed_provinces values
  ('11', 'Aceh', 4.69510, 96.74940, '23'),
  ('12', 'Sumatera Utara', 2.11540, 99.54510, '20'),
  ('13', 'Sumatera Barat', -0.73990, 100.80000, '25'),
  ('14', 'Riau', 0.29330, 101.70680, '28'),
  ('15', 'Jambi', -1.48520, 102.43810, '36'),
  ('16', 'Sumatera Selatan', -3.31940, 103.91440, '30'),
  ('17', 'Bengkulu', -3.57780, 102.34640, '38'),
  ('18', 'Lampung', -4.55860, 105.40680, '35'),
  ('19', 'Kepulauan Bangka Belitung', -2.74110, 106.44060, '33'),
  ('21', 'Kepulauan Riau', 3.94570, 108.14290, '29'),
  ('31', 'DKI Jakarta', -6.20880, 106.84560, '12'),
  ('32', 'Jawa Barat', -7.09090, 107.66890, '40'),
  ('33', 'Jawa Tengah', -7.15100, 110.14030, '50'),
  ('34', 'DI Yogyakarta', -7.87540, 110.42620, '55'),
  ('35', 'Jawa Timur', -7.53610, 112.23840, '60'),
  ('36', 'Banten', -6.40580, 106.06400, '42'),
  ('51', 'Bali', -8.34050, 115.09200, '80'),
  ('52', 'Nusa Tenggara Barat', -8.65290, 117.36160, '83'),
  ('53', 'Nusa Tenggara Timur', -8.65740, 121.07940, '85'),
  ('61', 'Kalimantan Barat', -0.27880, 111.47530, '78'),
  ('62', 'Kalimantan Tengah', -1.68150, 113.38240, '73'),
  ('63', 'Kalimantan Selatan', -3.09260, 115.28380, '70'),
  ('64', 'Kalimantan Timur', 0.53870, 116.41940, '75'),
  ('65', 'Kalimantan Utara', 3.07310, 116.04140, '77'),
  ('71', 'Sulawesi Utara', 0.62470, 123.97500, '95'),
  ('72', 'Sulawesi Tengah', -1.43000, 121.44560, '94'),
  ('73', 'Sulawesi Selatan', -3.66880, 119.97410, '90'),
  ('74', 'Sulawesi Tenggara', -4.14490, 122.17460, '93'),
  ('75', 'Gorontalo', 0.69990, 122.44670, '96'),
  ('76', 'Sulawesi Barat', -2.84410, 119.23210, '91'),
  ('81', 'Maluku', -3.23850, 130.14530, '97'),
  ('82', 'Maluku Utara', 1.57090, 127.80880, '97'),
  ('91', 'Papua Barat', -1.33610, 133.17470, '98'),
  ('92', 'Papua Barat Daya', -1.05000, 131.60000, '98'),
  ('94', 'Papua', -2.50000, 138.50000, '99'),
  ('95', 'Papua Selatan', -7.19000, 139.60000, '99'),
  ('96', 'Papua Tengah', -3.98000, 136.08000, '98'),
  ('97', 'Papua Pegunungan', -4.08000, 138.95000, '99');

-- DPCs: BPS code, name, representative point, number of demo members.
create temp table seed_dpcs (bps text primary key, name text, lat numeric, lng numeric, n integer) on commit drop;
insert into seed_dpcs values
  -- Sumatera
  ('1171', 'Kota Banda Aceh', 5.54830, 95.32380, 35),
  ('1174', 'Kota Lhokseumawe', 5.18010, 97.15070, 14),
  ('1275', 'Kota Medan', 3.59520, 98.67220, 75),
  ('1212', 'Kabupaten Deli Serdang', 3.52460, 98.86360, 28),
  ('1273', 'Kota Pematang Siantar', 2.95950, 99.06870, 15),
  ('1371', 'Kota Padang', -0.94710, 100.41720, 45),
  ('1375', 'Kota Bukittinggi', -0.30560, 100.36920, 15),
  ('1471', 'Kota Pekanbaru', 0.50710, 101.44780, 45),
  ('1473', 'Kota Dumai', 1.66540, 101.44760, 12),
  ('1571', 'Kota Jambi', -1.61010, 103.61310, 35),
  ('1671', 'Kota Palembang', -2.97610, 104.77540, 55),
  ('1674', 'Kota Lubuklinggau', -3.29450, 102.86120, 12),
  ('1771', 'Kota Bengkulu', -3.79280, 102.26080, 25),
  ('1871', 'Kota Bandar Lampung', -5.39710, 105.26680, 45),
  ('1872', 'Kota Metro', -5.11310, 105.30670, 12),
  ('1971', 'Kota Pangkalpinang', -2.13160, 106.11690, 20),
  ('2171', 'Kota Batam', 1.04560, 104.03050, 30),
  ('2172', 'Kota Tanjungpinang', 0.91860, 104.46650, 18),
  -- DKI Jakarta
  ('3101', 'Kabupaten Kepulauan Seribu', -5.79850, 106.50720, 6),
  ('3171', 'Kota Jakarta Selatan', -6.26150, 106.81060, 80),
  ('3172', 'Kota Jakarta Timur', -6.22500, 106.90040, 80),
  ('3173', 'Kota Jakarta Pusat', -6.18650, 106.83410, 60),
  ('3174', 'Kota Jakarta Barat', -6.16740, 106.76370, 70),
  ('3175', 'Kota Jakarta Utara', -6.13840, 106.86370, 55),
  -- Jawa Barat: all 27
  ('3201', 'Kabupaten Bogor', -6.48170, 106.85400, 55),
  ('3202', 'Kabupaten Sukabumi', -6.98500, 106.54500, 30),
  ('3203', 'Kabupaten Cianjur', -6.81680, 107.14250, 30),
  ('3204', 'Kabupaten Bandung', -7.02510, 107.51970, 55),
  ('3205', 'Kabupaten Garut', -7.22790, 107.90870, 35),
  ('3206', 'Kabupaten Tasikmalaya', -7.35060, 108.10700, 25),
  ('3207', 'Kabupaten Ciamis', -7.32570, 108.35340, 25),
  ('3208', 'Kabupaten Kuningan', -6.97590, 108.48310, 20),
  ('3209', 'Kabupaten Cirebon', -6.75970, 108.48170, 30),
  ('3210', 'Kabupaten Majalengka', -6.83640, 108.22740, 20),
  ('3211', 'Kabupaten Sumedang', -6.85860, 107.91640, 22),
  ('3212', 'Kabupaten Indramayu', -6.32750, 108.32490, 25),
  ('3213', 'Kabupaten Subang', -6.57140, 107.75870, 25),
  ('3214', 'Kabupaten Purwakarta', -6.55690, 107.44310, 20),
  ('3215', 'Kabupaten Karawang', -6.32270, 107.33760, 35),
  ('3216', 'Kabupaten Bekasi', -6.28500, 107.17100, 45),
  ('3217', 'Kabupaten Bandung Barat', -6.86520, 107.49190, 25),
  ('3218', 'Kabupaten Pangandaran', -7.61510, 108.49880, 12),
  ('3271', 'Kota Bogor', -6.59710, 106.80600, 40),
  ('3272', 'Kota Sukabumi', -6.92770, 106.93000, 18),
  ('3273', 'Kota Bandung', -6.91750, 107.61910, 120),
  ('3274', 'Kota Cirebon', -6.73200, 108.55230, 22),
  ('3275', 'Kota Bekasi', -6.23830, 106.97560, 55),
  ('3276', 'Kota Depok', -6.40250, 106.79420, 45),
  ('3277', 'Kota Cimahi', -6.88410, 107.54130, 25),
  ('3278', 'Kota Tasikmalaya', -7.32740, 108.22070, 22),
  ('3279', 'Kota Banjar', -7.37070, 108.53420, 10),
  -- Jawa Tengah
  ('3302', 'Kabupaten Banyumas', -7.42120, 109.24220, 35),
  ('3310', 'Kabupaten Klaten', -7.70580, 110.60610, 20),
  ('3319', 'Kabupaten Kudus', -6.80480, 110.84050, 18),
  ('3371', 'Kota Magelang', -7.47970, 110.21770, 15),
  ('3372', 'Kota Surakarta', -7.57550, 110.82430, 40),
  ('3374', 'Kota Semarang', -6.96670, 110.41670, 70),
  ('3375', 'Kota Pekalongan', -6.88980, 109.67460, 15),
  ('3376', 'Kota Tegal', -6.86940, 109.14020, 18),
  -- DI Yogyakarta
  ('3402', 'Kabupaten Bantul', -7.88800, 110.32900, 25),
  ('3404', 'Kabupaten Sleman', -7.71600, 110.35500, 40),
  ('3471', 'Kota Yogyakarta', -7.79560, 110.36950, 50),
  -- Jawa Timur
  ('3507', 'Kabupaten Malang', -8.16240, 112.56830, 35),
  ('3509', 'Kabupaten Jember', -8.17240, 113.70030, 35),
  ('3510', 'Kabupaten Banyuwangi', -8.21910, 114.36910, 25),
  ('3515', 'Kabupaten Sidoarjo', -7.44780, 112.71830, 50),
  ('3525', 'Kabupaten Gresik', -7.15390, 112.65610, 30),
  ('3571', 'Kota Kediri', -7.84800, 112.01780, 20),
  ('3572', 'Kota Blitar', -8.09550, 112.16090, 12),
  ('3573', 'Kota Malang', -7.96660, 112.63260, 55),
  ('3574', 'Kota Probolinggo', -7.75430, 113.21590, 12),
  ('3575', 'Kota Pasuruan', -7.64530, 112.90750, 12),
  ('3576', 'Kota Mojokerto', -7.47220, 112.43380, 12),
  ('3577', 'Kota Madiun', -7.62980, 111.52390, 15),
  ('3578', 'Kota Surabaya', -7.25750, 112.75210, 110),
  ('3579', 'Kota Batu', -7.86720, 112.52390, 10),
  -- Banten
  ('3603', 'Kabupaten Tangerang', -6.26500, 106.47700, 35),
  ('3671', 'Kota Tangerang', -6.17830, 106.63190, 45),
  ('3672', 'Kota Cilegon', -6.00250, 106.01110, 15),
  ('3673', 'Kota Serang', -6.12000, 106.15030, 25),
  ('3674', 'Kota Tangerang Selatan', -6.28860, 106.71790, 40),
  -- Bali and Nusa Tenggara
  ('5103', 'Kabupaten Badung', -8.58190, 115.17710, 20),
  ('5108', 'Kabupaten Buleleng', -8.11200, 115.08800, 15),
  ('5171', 'Kota Denpasar', -8.67050, 115.21260, 50),
  ('5203', 'Kabupaten Lombok Timur', -8.65000, 116.53000, 15),
  ('5271', 'Kota Mataram', -8.58330, 116.11670, 35),
  ('5310', 'Kabupaten Sikka', -8.62000, 122.21000, 10),
  ('5371', 'Kota Kupang', -10.17720, 123.60700, 30),
  -- Kalimantan
  ('6171', 'Kota Pontianak', -0.02630, 109.34250, 35),
  ('6172', 'Kota Singkawang', 0.90600, 108.98500, 12),
  ('6271', 'Kota Palangka Raya', -2.21610, 113.91350, 25),
  ('6371', 'Kota Banjarmasin', -3.31860, 114.59440, 35),
  ('6372', 'Kota Banjarbaru', -3.45720, 114.81030, 25),
  ('6471', 'Kota Balikpapan', -1.23790, 116.85290, 30),
  ('6472', 'Kota Samarinda', -0.50220, 117.15360, 35),
  ('6474', 'Kota Bontang', 0.13300, 117.50000, 10),
  ('6502', 'Kabupaten Bulungan', 2.83750, 117.36530, 15),
  ('6571', 'Kota Tarakan', 3.30000, 117.63300, 12),
  -- Sulawesi
  ('7171', 'Kota Manado', 1.47480, 124.84210, 35),
  ('7172', 'Kota Bitung', 1.44050, 125.12170, 10),
  ('7271', 'Kota Palu', -0.89170, 119.87070, 25),
  ('7371', 'Kota Makassar', -5.14770, 119.43270, 65),
  ('7372', 'Kota Parepare', -4.01350, 119.62550, 12),
  ('7373', 'Kota Palopo', -2.99250, 120.19690, 10),
  ('7471', 'Kota Kendari', -3.99850, 122.51270, 25),
  ('7472', 'Kota Baubau', -5.47000, 122.60000, 10),
  ('7571', 'Kota Gorontalo', 0.54350, 123.05680, 20),
  ('7604', 'Kabupaten Mamuju', -2.67480, 118.88850, 15),
  -- Maluku and Papua
  ('8171', 'Kota Ambon', -3.69540, 128.18140, 25),
  ('8172', 'Kota Tual', -5.63000, 132.75000, 6),
  ('8271', 'Kota Ternate', 0.78930, 127.37740, 12),
  ('8272', 'Kota Tidore Kepulauan', 0.73700, 127.55800, 10),
  ('9105', 'Kabupaten Manokwari', -0.86150, 134.06200, 15),
  ('9101', 'Kabupaten Fakfak', -2.92600, 132.29800, 6),
  ('9271', 'Kota Sorong', -0.87620, 131.25580, 15),
  ('9471', 'Kota Jayapura', -2.53370, 140.71810, 25),
  ('9409', 'Kabupaten Biak Numfor', -1.17600, 136.08200, 8),
  ('9501', 'Kabupaten Merauke', -8.49320, 140.40180, 12),
  ('9601', 'Kabupaten Mimika', -4.54600, 136.88800, 10),
  ('9604', 'Kabupaten Nabire', -3.36600, 135.49600, 10),
  ('9702', 'Kabupaten Jayawijaya', -4.09600, 138.94700, 10);

insert into public.organizations (id, level, parent_id, bps_code, name, latitude, longitude, address, email)
values (pg_temp.id('org:DPP'), 'DPP', null, null, 'Dewan Pengurus Pusat', -6.20880, 106.84560,
        'Jl. Percetakan Negara No. 23, Jakarta Pusat', 'sekretariat@dpp.simk.test');

insert into public.organizations (id, level, parent_id, bps_code, name, latitude, longitude, email)
select pg_temp.id('org:' || p.bps), 'DPW', pg_temp.id('org:DPP'), p.bps, p.name, p.lat, p.lng,
       'dpw' || p.bps || '@simk.test'
from seed_provinces p;

insert into public.organizations (id, level, parent_id, bps_code, name, latitude, longitude, email)
select pg_temp.id('org:' || d.bps), 'DPC', pg_temp.id('org:' || left(d.bps, 2)), d.bps, d.name, d.lat, d.lng,
       'dpc' || d.bps || '@simk.test'
from seed_dpcs d;

-- ---------------------------------------------------------------------------------------------
-- Demo accounts (GoTrue shape: bcrypt password, token columns '' rather than NULL, an identity)
-- ---------------------------------------------------------------------------------------------

create temp table seed_demo (
  email text primary key, full_name text, role_name text, scope_bps text, dpc_bps text, nap text,
  gender public.gender, position text, join_date date
) on commit drop;
insert into seed_demo values
  ('superadmin@simk.test', 'Hendra Gunawan, S.Tr.Kes., M.Kes.', 'SUPER_ADMIN', null, '3173', '317308000001', 'male', 'Sekretaris Jenderal DPP', date '2008-03-17'),
  ('dpw.jabar@simk.test', 'Rina Marlina, S.Tr.Kes.', 'PENGURUS_DPW', '32', '3204', '320410000001', 'female', 'Ketua DPW Jawa Barat', date '2010-07-05'),
  ('dpc.bandung@simk.test', 'Asep Saepudin, A.Md.AK.', 'PENGURUS_DPC', '3273', '3273', '327312000001', 'male', 'Ketua DPC Kota Bandung', date '2012-02-20'),
  ('dpc.surabaya@simk.test', 'Dewi Kusumawati, S.Tr.Kes.', 'PENGURUS_DPC', '3578', '3578', '357811000001', 'female', 'Ketua DPC Kota Surabaya', date '2011-09-12'),
  ('anggota@simk.test', 'Siti Nurhaliza, A.Md.AK.', 'ANGGOTA', '3273', '3273', '327319000001', 'female', 'Anggota', date '2019-04-08');

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
  recovery_token, email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data,
  is_super_admin, created_at, updated_at, phone_change, phone_change_token, email_change_token_current,
  reauthentication_token
)
select '00000000-0000-0000-0000-000000000000', pg_temp.id('user:' || d.email), 'authenticated', 'authenticated',
       d.email, extensions.crypt('Simk#Demo2026', extensions.gen_salt('bf', 10)), now(), '', '', '', '',
       '{"provider":"email","providers":["email"]}'::jsonb,
       jsonb_build_object('full_name', d.full_name, 'nap', d.nap, 'email_verified', true),
       false, now(), now(), '', '', '', ''
from seed_demo d;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select pg_temp.id('identity:' || d.email), pg_temp.id('user:' || d.email)::text, pg_temp.id('user:' || d.email),
       jsonb_build_object('sub', pg_temp.id('user:' || d.email)::text, 'email', d.email,
                          'email_verified', true, 'phone_verified', false),
       'email', null, now(), now()
from seed_demo d;

insert into public.role_assignments (id, user_id, role_id, organization_id, assigned_at, assigned_by)
select pg_temp.id('assignment:' || d.email), pg_temp.id('user:' || d.email), r.id,
       case when d.role_name = 'SUPER_ADMIN' then pg_temp.id('org:DPP') else pg_temp.id('org:' || d.scope_bps) end,
       now() - interval '400 days', null
from seed_demo d join public.roles r on r.name = d.role_name
-- A member's own rights (every demo account's, officers' included) follow from their member row
-- below, as for every member (private.member_role_id): no assignment.
where r.tier <> 'MEMBER';

-- ---------------------------------------------------------------------------------------------
-- Members
-- ---------------------------------------------------------------------------------------------

create temp table seed_names (kind text, names text[]) on commit drop;
insert into seed_names values
  ('male', array['Ahmad', 'Budi', 'Dedi', 'Eko', 'Fajar', 'Agus', 'Hendra', 'Irfan', 'Joko', 'Rizky', 'Andi',
                 'Bayu', 'Dimas', 'Gilang', 'Hadi', 'Iwan', 'Rudi', 'Slamet', 'Teguh', 'Wahyu', 'Yusuf', 'Arif',
                 'Bambang', 'Dani', 'Fauzan', 'Galih', 'Hari', 'Indra', 'Lukman', 'Muhammad', 'Nanda', 'Rahmat',
                 'Satria', 'Taufik', 'Wawan', 'Yoga', 'Zainal', 'Reza', 'Aditya', 'Bagus', 'Ferry', 'Heru',
                 'Imam', 'Kevin', 'Rendi', 'Yudha', 'Arief', 'Fikri', 'Hafiz', 'Ridwan']),
  ('female', array['Siti', 'Dewi', 'Sri', 'Rina', 'Ani', 'Fitri', 'Nur', 'Indah', 'Ratna', 'Wulan', 'Yuni',
                   'Ayu', 'Dian', 'Eka', 'Intan', 'Kartika', 'Lina', 'Maya', 'Novi', 'Putri', 'Rahma', 'Sari',
                   'Tika', 'Vina', 'Yanti', 'Zahra', 'Nurul', 'Rini', 'Susanti', 'Endah', 'Ratih', 'Desi',
                   'Anisa', 'Mega', 'Nia', 'Oktaviani', 'Rosita', 'Suci', 'Widya', 'Yulia', 'Aulia', 'Citra',
                   'Fadilah', 'Hana', 'Laras', 'Melati', 'Nadia', 'Prita', 'Salsabila', 'Tiara']),
  ('male_last', array['Saputra', 'Wijaya', 'Hidayat', 'Pratama', 'Santoso', 'Setiawan', 'Kusuma', 'Nugroho',
                      'Gunawan', 'Susanto', 'Purnomo', 'Wibowo', 'Permana', 'Firmansyah', 'Hakim', 'Ramadhan',
                      'Syahputra', 'Maulana', 'Utomo', 'Hartono', 'Suryadi', 'Prasetyo', 'Haryanto', 'Supriadi',
                      'Hermawan', 'Irawan', 'Darmawan', 'Saleh', 'Hamzah', 'Iskandar', 'Effendi', 'Siswanto']),
  ('female_last', array['Rahayu', 'Lestari', 'Anggraini', 'Puspitasari', 'Wulandari', 'Safitri', 'Handayani',
                        'Kurniasih', 'Nurhayati', 'Mulyani', 'Hasanah', 'Fauziah', 'Permatasari', 'Maharani',
                        'Kusumawati', 'Rahmawati', 'Susilowati', 'Wijayanti', 'Pertiwi', 'Oktavia', 'Febriani',
                        'Ramadhani', 'Novitasari', 'Utami', 'Amelia', 'Pratiwi', 'Sulistyowati', 'Hidayati']),
  ('sunda', array['Sunarya', 'Sudrajat', 'Suhendar', 'Kurniawan', 'Ruhiyat', 'Hidayatullah', 'Mulyana',
                  'Supriatna', 'Sumarna', 'Permadi', 'Nurjaman', 'Rukmana']),
  ('batak', array['Siregar', 'Nasution', 'Harahap', 'Simanjuntak', 'Sitompul', 'Lubis', 'Hutagalung',
                  'Panjaitan', 'Sinaga', 'Tambunan', 'Situmorang', 'Pardede', 'Manurung', 'Sihombing']),
  ('minang', array['Chaniago', 'Piliang', 'Koto', 'Tanjung', 'Sikumbang', 'Jambak', 'Caniago']),
  ('bali_male', array['I Wayan', 'I Made', 'I Nyoman', 'I Ketut', 'I Putu', 'I Gede', 'I Kadek', 'I Komang']),
  ('bali_female', array['Ni Luh', 'Ni Made', 'Ni Nyoman', 'Ni Ketut', 'Ni Putu', 'Ni Kadek', 'Ni Komang']),
  ('bali_last', array['Suartana', 'Astawa', 'Sudiarta', 'Widiastuti', 'Ariani', 'Wirawan', 'Sukerta',
                      'Mahendra', 'Darmayanti', 'Suryani', 'Adnyana', 'Wiratama']),
  ('bugis', array['Andi Baso', 'Andi Tenri', 'Muhammad Arsyad', 'Andi Fitriani', 'Andi Nurul', 'Andi Irwan']),
  ('timur', array['Latuheru', 'Pattinama', 'Tuhumury', 'Rumbewas', 'Wanggai', 'Yoku', 'Kogoya', 'Mandowen',
                  'Lewerissa', 'Sahetapy', 'Manuputty', 'Rumkorem', 'Nenobais', 'Fanggidae', 'Ndun', 'Tefa']),
  ('street', array['Merdeka', 'Sudirman', 'Diponegoro', 'Gatot Subroto', 'Ahmad Yani', 'Pahlawan', 'Veteran',
                   'Pemuda', 'Gajah Mada', 'Hayam Wuruk', 'Cendana', 'Melati', 'Mawar', 'Kenanga', 'Kartini',
                   'Imam Bonjol', 'Teuku Umar', 'Sisingamangaraja', 'Pattimura', 'Sam Ratulangi', 'Hasanuddin',
                   'Wahid Hasyim', 'Raya Pasar', 'Flamboyan', 'Anggrek', 'Cempaka', 'Kapten Tendean']),
  ('specialization', array['Hematologi', 'Kimia Klinik', 'Mikrobiologi', 'Imunoserologi', 'Parasitologi',
                           'Bank Darah', 'Sitohistoteknologi', 'Biologi Molekuler', 'Toksikologi Klinik']),
  ('workplace', array['RSUD %s', 'Puskesmas %s', 'Laboratorium Klinik Prodia %s', 'RS Siloam %s',
                      'UPT Labkesda %s', 'UDD PMI %s', 'RS Bhayangkara %s', 'Laboratorium Klinik Kimia Farma %s',
                      'RS Muhammadiyah %s', 'RS Mitra Keluarga %s', 'Balai Besar Laboratorium Kesehatan %s',
                      'RS Islam %s', 'Laboratorium Pramita %s', 'Puskesmas Kecamatan %s']);

create temp table seed_member_plan on commit drop as
with base as (
  select d.bps, d.name as dpc_name, p.name as province, p.postal, g.i,
         pg_temp.id('member:' || d.bps || ':' || g.i) as id,
         'member:' || d.bps || ':' || g.i as k
  from seed_dpcs d
  join seed_provinces p on p.bps = left(d.bps, 2)
  -- Members i > n joined in the last four weeks: every DPC of the demo scopes has a few, some
  -- other DPCs one (recent joins on the dashboards, verifications in the recent activity).
  cross join generate_series(1, d.n + case
    when d.bps in ('3273', '3578') then 5
    when left(d.bps, 2) = '32' then 1 + floor(pg_temp.u('recent:' || d.bps) * 2)::int
    when pg_temp.u('recent:' || d.bps) < 0.3 then 1
    else 0 end) as g(i)
), shaped as (
  select b.*,
         b.i > d.n as recent,
         case when pg_temp.u(b.k || ':gender') < 0.62 then 'female' else 'male' end::public.gender as gender,
         pg_temp.u(b.k || ':status') as us,
         -- join dates skew recent: up to 18 years ago, at least 45 days ago (recent joiners: 1-27 days)
         case when b.i > d.n then private.today() - (1 + floor(pg_temp.u(b.k || ':join') * 27))::int
              else (private.today() - (45 + floor(power(pg_temp.u(b.k || ':join'), 1.7) * 6500))::int) end as join_date,
         pg_temp.u(b.k || ':rel') as urel
  from base b
  join seed_dpcs d on d.bps = b.bps
)
select s.*,
  case
    when s.recent then 'ACTIVE'
    when s.bps in ('3273', '3578') and s.i <= 3 then 'PENDING'
    when s.i % 29 = 0 then 'PENDING'
    when s.us < 0.86 then 'ACTIVE'
    when s.us < 0.92 then 'INACTIVE'
    when s.us < 0.98 then 'EXPIRED'
    else 'SUSPENDED'
  end::public.membership_status as status,
  case
    when left(s.bps, 2) = '51' then
      pg_temp.pick((select names from seed_names where kind = case s.gender when 'male' then 'bali_male' else 'bali_female' end), s.k || ':bf')
      || ' ' || pg_temp.pick((select names from seed_names where kind = 'bali_last'), s.k || ':bl')
    else
      pg_temp.pick((select names from seed_names where kind = s.gender::text), s.k || ':first')
      || case when pg_temp.u(s.k || ':middle') < 0.35
              then ' ' || pg_temp.pick((select names from seed_names where kind = s.gender::text), s.k || ':second')
              else '' end
      || ' ' || case
           when left(s.bps, 2) = '12' and pg_temp.u(s.k || ':region') < 0.7 then pg_temp.pick((select names from seed_names where kind = 'batak'), s.k || ':last')
           when left(s.bps, 2) = '13' and pg_temp.u(s.k || ':region') < 0.5 then pg_temp.pick((select names from seed_names where kind = 'minang'), s.k || ':last')
           when left(s.bps, 2) = '32' and pg_temp.u(s.k || ':region') < 0.4 then pg_temp.pick((select names from seed_names where kind = 'sunda'), s.k || ':last')
           when left(s.bps, 1) in ('8', '9') or left(s.bps, 2) = '53' then
             case when pg_temp.u(s.k || ':region') < 0.6 then pg_temp.pick((select names from seed_names where kind = 'timur'), s.k || ':last')
                  else pg_temp.pick((select names from seed_names where kind = s.gender::text || '_last'), s.k || ':last') end
           else pg_temp.pick((select names from seed_names where kind = s.gender::text || '_last'), s.k || ':last')
         end
  end as plain_name,
  case when pg_temp.u(s.k || ':edu') < 0.55 then 'D3 Teknologi Laboratorium Medis'
       when pg_temp.u(s.k || ':edu') < 0.85 then 'D4 Teknologi Laboratorium Medis'
       when pg_temp.u(s.k || ':edu') < 0.95 then 'S1 Biologi'
       else 'S2 Ilmu Biomedik' end as education,
  case when pg_temp.u(s.k || ':type') < 0.92 then 'BIASA' when pg_temp.u(s.k || ':type') < 0.985 then 'LUAR_BIASA'
       else 'KEHORMATAN' end::public.membership_type as membership_type
from shaped s;

-- NAP sequence numbers per DPC and join year, after the demo accounts' own NAPs (…000001).
create temp table seed_members on commit drop as
select p.*,
       extract(year from p.join_date)::int as join_year,
       case when p.status = 'PENDING' then null else
         p.bps || to_char(p.join_date, 'YY') || lpad((
           -- recent joiners last, so that the other members keep their numbers
           row_number() over (partition by p.bps, extract(year from p.join_date), p.status = 'PENDING' order by p.recent, p.id)
           + case when exists (select 1 from seed_demo d where d.nap like p.bps || to_char(p.join_date, 'YY') || '%') then 1 else 0 end
         )::text, 6, '0')
       end as nap
from seed_member_plan p;

insert into public.members (
  id, user_id, nap, full_name, email, phone, birth_date, gender, address, city, province, postal_code,
  profession, specialization, workplace, education, str_number, str_expiry_date, sip_number, sip_expiry_date,
  member_since, membership_type, membership_status, organization_id, origin_organization_id, position,
  join_date, expiry_date, verified_at, status_reason, created_at
)
select
  m.id, null, m.nap,
  m.plain_name || case
    when m.education like 'D3%' then ', A.Md.AK.'
    when m.education like 'D4%' then ', S.Tr.Kes.'
    when m.education like 'S1%' then ', S.Si.'
    else ', S.Si., M.Biomed.' end,
  lower(replace(replace(m.plain_name, ' ', '.'), '''', '')) || '.' || m.i || m.bps || '@anggota.simk.test',
  '+628' || pg_temp.pick(array['11', '12', '13', '21', '22', '52', '53', '57', '58', '77', '78', '81', '82', '95', '96'], m.k || ':op')
    || lpad(floor(pg_temp.u(m.k || ':phone') * 100000000)::bigint::text, 8, '0'),
  (date '1966-01-01' + floor(pg_temp.u(m.k || ':birth') * 12400)::int),
  m.gender,
  'Jl. ' || pg_temp.pick((select names from seed_names where kind = 'street'), m.k || ':street') || ' No. '
    || (1 + floor(pg_temp.u(m.k || ':no') * 180))::int,
  regexp_replace(m.dpc_name, '^(Kota|Kabupaten) ', ''),
  m.province,
  m.postal || lpad(floor(pg_temp.u(m.k || ':postal') * 1000)::int::text, 3, '0'),
  'Ahli Teknologi Laboratorium Medik',
  case when pg_temp.u(m.k || ':spec') < 0.55 then pg_temp.pick((select names from seed_names where kind = 'specialization'), m.k || ':spec2') end,
  format(pg_temp.pick((select names from seed_names where kind = 'workplace'), m.k || ':work'),
         regexp_replace(m.dpc_name, '^(Kota|Kabupaten) ', '')),
  m.education,
  case when m.status <> 'PENDING' or pg_temp.u(m.k || ':str') < 0.5 then
    lpad(floor(pg_temp.u(m.k || ':strno') * 1e15)::bigint::text, 15, '0') || (1 + m.i % 9)::text end,
  null,
  case when pg_temp.u(m.k || ':sip') < 0.85 then
    '503/' || (100 + floor(pg_temp.u(m.k || ':sipno') * 9000))::int || '/SIP-ATLM/DPMPTSP/' || m.join_year end,
  case when pg_temp.u(m.k || ':sip') < 0.85 then
    (private.today() + (floor(pg_temp.u(m.k || ':sipexp') * 1900) - 120)::int) end,
  case when m.status <> 'PENDING' then m.join_date end,
  m.membership_type,
  m.status,
  pg_temp.id('org:' || m.bps),
  pg_temp.id('org:' || m.bps),
  case m.i when 4 then 'Sekretaris DPC' when 5 then 'Bendahara DPC' else 'Anggota' end,
  case when m.status <> 'PENDING' then m.join_date end,
  case
    when m.status = 'PENDING' then null
    when m.status = 'EXPIRED' then (m.join_date + make_interval(years => 5 * greatest(1, ((private.today() - m.join_date) / 1826)::int)))::date
    else (m.join_date + make_interval(years => 5 * (((private.today() - m.join_date) / 1826)::int + 1)))::date
  end,
  case when m.status <> 'PENDING' then m.join_date + time '10:00' end,
  case m.status
    when 'INACTIVE' then 'Tidak aktif lagi di bidang laboratorium (permintaan sendiri)'
    when 'SUSPENDED' then 'Dibekukan sementara: SIP tidak berlaku'
  end,
  case when m.status = 'PENDING' then now() - make_interval(days => (m.i % 20))
       when m.recent then m.join_date - (2 + m.i % 6) + time '09:00'
       else m.join_date + time '09:00' end
from seed_members m;

-- The demo accounts' own member rows.
insert into public.members (
  id, user_id, nap, full_name, email, phone, birth_date, gender, address, city, province, postal_code,
  profession, specialization, workplace, education, str_number, sip_number, sip_expiry_date, member_since,
  membership_type, membership_status, organization_id, origin_organization_id, position, join_date,
  expiry_date, verified_at, created_at
)
select pg_temp.id('member:' || d.email), pg_temp.id('user:' || d.email), d.nap, d.full_name, d.email,
       '+62812' || lpad((abs(('x' || substr(md5(d.email), 1, 7))::bit(28)::int) % 10000000)::text, 7, '0'),
       date '1985-01-01' + (abs(('x' || substr(md5(d.email || 'b'), 1, 7))::bit(28)::int) % 5000),
       d.gender,
       case d.dpc_bps when '3578' then 'Jl. Raya Darmo No. 45' when '3173' then 'Jl. Kramat Raya No. 12'
                      else 'Jl. Dipatiukur No. ' || (10 + length(d.email)) end,
       regexp_replace(o.name, '^(Kota|Kabupaten) ', ''), p.name,
       case d.dpc_bps when '3578' then '60241' when '3173' then '10430' else '40132' end,
       'Ahli Teknologi Laboratorium Medik',
       case d.role_name when 'ANGGOTA' then 'Hematologi' when 'SUPER_ADMIN' then 'Biologi Molekuler' else 'Kimia Klinik' end,
       case d.dpc_bps when '3578' then 'RSUD Dr. Soetomo Surabaya' when '3173' then 'RSUPN Dr. Cipto Mangunkusumo'
                      when '3204' then 'RSUD Al-Ihsan Kabupaten Bandung' else 'RSUP Dr. Hasan Sadikin Bandung' end,
       case when d.full_name like '%M.Kes.%' then 'S2 Ilmu Kesehatan Masyarakat'
            when d.full_name like '%S.Tr.Kes.%' then 'D4 Teknologi Laboratorium Medis'
            else 'D3 Teknologi Laboratorium Medis' end,
       '3273' || lpad((abs(('x' || substr(md5(d.email || 's'), 1, 7))::bit(28)::int) % 100000000000)::text, 12, '0'),
       '503/' || (1000 + length(d.email) * 37) || '/SIP-ATLM/DPMPTSP/' || extract(year from private.today())::int - 1,
       (private.today() + interval '4 months')::date,
       d.join_date, 'BIASA', 'ACTIVE', pg_temp.id('org:' || d.dpc_bps), pg_temp.id('org:' || d.dpc_bps), d.position,
       d.join_date, (d.join_date + make_interval(years => 5 * (((private.today() - d.join_date) / 1826)::int + 1)))::date,
       d.join_date + time '10:00', d.join_date + time '09:00'
from seed_demo d
join public.organizations o on o.id = pg_temp.id('org:' || d.dpc_bps)
join seed_provinces p on p.bps = left(d.dpc_bps, 2);

-- NAP counters continue after the highest number in use.
insert into private.nap_sequences (organization_id, year, last_value)
select m.origin_organization_id, (2000 + substr(m.nap, 5, 2)::int), max(substr(m.nap, 7, 6)::int)
from public.members m
where m.nap is not null
group by 1, 2;

-- ---------------------------------------------------------------------------------------------
-- Dues: categories, 24 months of bills, payments (~85% of due bills collected)
-- ---------------------------------------------------------------------------------------------

insert into public.dues_categories (id, name, amount, period, description, is_active) values
  (pg_temp.id('dues:pokok'), 'Iuran Pokok', 150000, 'monthly', 'Iuran bulanan wajib bagi setiap anggota', true),
  (pg_temp.id('dues:pengembangan'), 'Iuran Pengembangan', 300000, 'quarterly', 'Iuran triwulanan untuk pengembangan profesi dan organisasi', true),
  (pg_temp.id('dues:tahunan'), 'Iuran Tahunan', 500000, 'annual', 'Iuran tahunan keanggotaan, termasuk kartu anggota', true),
  (pg_temp.id('dues:kongres'), 'Iuran Kongres Nasional', 250000, 'one_time', 'Kontribusi Kongres Nasional 2024 (sudah ditutup)', false);

-- Payment behaviour per member: most pay reliably, some late, a few rarely. Small groups are
-- kept up to date except for this month's bills, due a few days (bucket 1-7) or weeks (8-30) ago,
-- so that every overdue bucket is populated whatever the day of the month.
create temp table seed_payers on commit drop as
select m.id as member_id, m.organization_id, x.kind, m.user_id is not null as is_demo,
       case
         -- The demo member owes last month's dues too, so they have an overdue bill and two to pay.
         when m.id = pg_temp.id('member:anggota@simk.test') then 1
         when x.kind = 'good' then 0
         when x.kind = 'late' then 1 + floor(pg_temp.u(m.id::text || ':lag') * 4)::int
         else 4 + floor(pg_temp.u(m.id::text || ':lag') * 20)::int
       end as lag_months,
       -- Shares large enough that Kota Bandung has several members in each bucket who can be
       -- reminded on any day, the 31st included (tests/db/test-clock.test.ts).
       case when x.kind = 'good' and pg_temp.u(m.id::text || ':bucket') < 0.10 then '1-7'
            when x.kind = 'good' and pg_temp.u(m.id::text || ':bucket') < 0.20 then '8-30'
       end as forced_bucket,
       coalesce(m.join_date, private.today()) as join_date
from public.members m
cross join lateral (
  select case when m.user_id is not null or pg_temp.u(m.id::text || ':rel') < 0.58 then 'good'
              when pg_temp.u(m.id::text || ':rel') < 0.82 then 'late'
              else 'arrears' end as kind
) x
where m.membership_status in ('ACTIVE', 'EXPIRED', 'SUSPENDED');

-- Most members pay everything; "late" ones owe their last 1-4 months, "arrears" ones stopped
-- paying 4-23 months ago. This month's bills are not due yet; some have been paid early.
create temp table seed_bill_plan on commit drop as
with months as (
  select (date_trunc('month', private.today()) - make_interval(months => g))::date as month_start, g as months_ago
  from generate_series(0, 23) g
)
select pg_temp.id('bill:' || s.member_id || ':' || c.name || ':' || mo.month_start) as id,
       s.member_id, s.organization_id, c.id as category_id, c.amount, mo.month_start, mo.months_ago,
       pb.period_start, pb.period_end,
       case
         when mo.months_ago = 0 and s.forced_bucket = '1-7'
           then private.today() - (1 + floor(pg_temp.u(s.member_id::text || ':d1') * 7))::int
         when mo.months_ago = 0 and s.forced_bucket = '8-30'
           then private.today() - (8 + floor(pg_temp.u(s.member_id::text || ':d2') * 23))::int
         else (pb.period_start + interval '1 month' - interval '1 day')::date
       end as due_date,
       case
         when mo.months_ago = 0 then s.kind = 'good' and s.forced_bucket is null and not s.is_demo
                                     and pg_temp.u(s.member_id::text || ':early:' || c.name) < 0.45
         else mo.months_ago > s.lag_months
       end as paid
from seed_payers s
cross join months mo
join public.dues_categories c on c.is_active and c.period <> 'one_time'
cross join lateral private.period_bounds(c.period, mo.month_start) pb
where pb.period_start = mo.month_start
  and s.join_date <= (mo.month_start + interval '1 month' - interval '1 day')::date;

-- One payment per member and month, covering that month's paid bills.
-- A payment dated after now (this month's bills, paid early) is spread over the month so far.
create temp table seed_payment_plan on commit drop as
select x.id, x.member_id, x.organization_id, x.month_start, x.amount,
       case when x.at <= now() - interval '1 hour' then x.at
            else least(now() - interval '1 hour',
                       date_trunc('day', now() - greatest(now() - x.month_start, interval '0')
                                                 * pg_temp.u(x.member_id::text || ':early:' || x.month_start))
                         + (x.at - date_trunc('day', x.at)))
       end as paid_at,
       x.method
from (
select pg_temp.id('payment:' || b.member_id || ':' || b.month_start) as id,
       b.member_id, b.organization_id, b.month_start, sum(b.amount)::int as amount,
       (min(b.due_date) - (floor(pg_temp.u(b.member_id::text || ':paid:' || b.month_start) * 24))::int)
         + make_interval(hours => 7 + floor(pg_temp.u(b.member_id::text || ':hour:' || b.month_start) * 14)::int,
                         mins => floor(pg_temp.u(b.member_id::text || ':min:' || b.month_start) * 60)::int) as at,
       case
         when pg_temp.u(b.member_id::text || ':method:' || b.month_start) < 0.38 then 'qris'
         when pg_temp.u(b.member_id::text || ':method:' || b.month_start) < 0.68 then 'transfer'
         when pg_temp.u(b.member_id::text || ':method:' || b.month_start) < 0.83 then 'ewallet'
         when pg_temp.u(b.member_id::text || ':method:' || b.month_start) < 0.94 then 'cash'
         else 'card'
       end::public.payment_method as method
from seed_bill_plan b
where b.paid
group by b.member_id, b.organization_id, b.month_start
) x;

insert into public.payments (id, member_id, organization_id, amount, method, status, provider, provider_reference,
                             transaction_id, paid_at, recorded_by, notes, created_at)
select p.id, p.member_id, p.organization_id, p.amount, p.method, 'completed',
       case when p.method in ('qris', 'ewallet', 'card') then 'midtrans' end,
       case when p.method in ('qris', 'ewallet', 'card') then 'SIMK-' || to_char(p.month_start, 'YYYYMM') || '-' || left(p.id::text, 8) end,
       upper(left(md5('trx:' || p.id), 20)),
       p.paid_at,
       case when p.method in ('cash', 'transfer') then
         (select ra.user_id from public.role_assignments ra join public.roles r on r.id = ra.role_id
          where r.name = 'PENGURUS_DPC' and ra.organization_id = p.organization_id limit 1) end,
       case p.method when 'cash' then 'Dibayar tunai di sekretariat DPC' when 'transfer' then 'Transfer bank, bukti diverifikasi bendahara' end,
       p.paid_at
from seed_payment_plan p;

insert into public.bills (id, member_id, category_id, organization_id, period_start, period_end, due_date, amount, status, paid_at, created_at)
select b.id, b.member_id, b.category_id, b.organization_id, b.period_start, b.period_end, b.due_date, b.amount,
       case when b.paid then 'paid' else 'unpaid' end::public.bill_status,
       case when b.paid then p.paid_at end,
       b.month_start + time '00:05'
from seed_bill_plan b
left join seed_payment_plan p on p.member_id = b.member_id and p.month_start = b.month_start and b.paid;

insert into public.payment_bills (payment_id, bill_id, amount)
select pg_temp.id('payment:' || b.member_id || ':' || b.month_start), b.id, b.amount
from seed_bill_plan b
where b.paid;

-- Receipt numbers in payment order within each WIB year, the counters that continue them, and the
-- dues split ledger of every completed payment.
update public.payments p
set receipt_number = 'KW-' || r.year || '-' || lpad(r.n::text, 6, '0')
from (
  select x.id, x.year, row_number() over (partition by x.year order by x.paid_at, x.id) as n
  from (select id, paid_at, extract(year from private.calendar_date(paid_at))::integer as year
        from public.payments where status = 'completed') x
) r
where r.id = p.id;

insert into private.receipt_counters (year, last_number)
select split_part(receipt_number, '-', 2)::integer, max(split_part(receipt_number, '-', 3)::integer)
from public.payments where receipt_number is not null
group by 1;

select private.write_payment_shares(p) from public.payments p where p.status = 'completed';

-- A few QRIS attempts that did not complete: pending (awaiting payment), failed and expired.
insert into public.payments (id, member_id, organization_id, amount, method, status, provider, provider_reference, created_at, expires_at, notes)
select pg_temp.id('payment-open:' || b.member_id), b.member_id, b.organization_id, sum(b.amount)::int, 'qris',
       case (row_number() over (order by b.member_id)) % 3 when 0 then 'pending' when 1 then 'failed' else 'expired' end::public.payment_status,
       'midtrans', 'SIMK-OPEN-' || left(b.member_id::text, 8), now() - interval '2 hours' * (row_number() over (order by b.member_id)),
       now() - interval '2 hours' * (row_number() over (order by b.member_id)) + interval '15 minutes',
       'Pembayaran QRIS belum selesai'
from seed_bill_plan b
where not b.paid and b.months_ago = 0 and pg_temp.u(b.member_id::text || ':open') < 0.05
group by b.member_id, b.organization_id;

-- ---------------------------------------------------------------------------------------------
-- Transfers in every status
-- ---------------------------------------------------------------------------------------------

-- The ':mutation' salt predates the rename to transfer; another salt would pick other members.
create temp table seed_transfer_plan on commit drop as
with candidates as (
  select m.id, m.organization_id, o.bps_code,
         row_number() over (partition by case when o.bps_code in ('3273', '3578') then o.bps_code else 'x' end
                            order by md5(m.id::text || ':mutation')) as rn,
         case when o.bps_code in ('3273', '3578') then o.bps_code else 'x' end as grp
  from public.members m
  join public.organizations o on o.id = m.organization_id
  where m.membership_status = 'ACTIVE' and m.user_id is null
    and not exists (select 1 from seed_member_plan p where p.id = m.id and p.recent)
), chosen as (
  select c.*, row_number() over (order by c.grp, c.rn) as k
  from candidates c
  where (c.grp in ('3273', '3578') and c.rn <= 10) or (c.grp = 'x' and c.rn <= 50)
)
select c.id as member_id, c.organization_id, c.k,
       (array['pending', 'processing', 'approved', 'rejected', 'completed'])[1 + c.k % 5]::public.transfer_status as status,
       pg_temp.id('org:' || case
         when c.bps_code = '3273' then (array['3578', '3277', '3204', '3275', '3471'])[1 + c.rn % 5]
         when c.bps_code = '3578' then (array['3273', '3515', '3573', '3171', '3374'])[1 + c.rn % 5]
         else (array['3273', '3578', '3171', '3374', '3471', '3275', '5171', '1275', '7371', '3276'])
              [1 + floor(pg_temp.u(c.id::text || ':target') * 10)::int]
       end) as target_id,
       (array[
         'Pindah tugas ke rumah sakit di kota tujuan',
         'Mengikuti suami/istri yang pindah tugas',
         'Diterima sebagai ASN di daerah tujuan',
         'Melanjutkan pendidikan D4/S1 di kota tujuan',
         'Kembali ke daerah asal untuk merawat orang tua',
         'Mutasi jabatan di jaringan laboratorium klinik'
       ])[1 + floor(pg_temp.u(c.id::text || ':reason') * 6)::int] as reason,
       now() - make_interval(days => (3 + (c.k * 7) % 200)::int) as requested_at
from chosen c;

insert into public.transfer_requests (
  id, member_id, member_name, target_organization_id, origin_organization_id, reason, priority,
  has_sip_current, has_sip_target, has_recommendation_letter, status, requested_by, requested_at,
  released_by, released_at, release_notes, accepted_by, accepted_at, decision_notes, decided_by, decided_at,
  completed_by, completed_at, created_at
)
select pg_temp.id('transfer:' || p.member_id), p.member_id, '-', p.target_id, p.organization_id, p.reason,
       (array['high', 'medium', 'low'])[1 + p.k % 3]::public.transfer_priority,
       p.status <> 'pending' or p.k % 2 = 0,
       p.status in ('approved', 'completed') or (p.status in ('pending', 'processing') and p.k % 3 <> 1),
       p.status in ('approved', 'completed') or (p.status <> 'rejected' and p.k % 4 <> 2),
       p.status, null, p.requested_at,
       case when p.status in ('processing', 'approved', 'completed') then
         origin_officer.user_id end,
       case when p.status in ('processing', 'approved', 'completed') then p.requested_at + least(interval '2 days', (now() - p.requested_at) * 0.2) end,
       case when p.status in ('processing', 'approved', 'completed') then 'Tidak ada tunggakan iuran; dilepas oleh DPC asal.' end,
       case when p.status in ('approved', 'completed') then
         target_officer.user_id end,
       case when p.status in ('approved', 'completed') then p.requested_at + least(interval '5 days', (now() - p.requested_at) * 0.5) end,
       case p.status
         when 'approved' then 'Dokumen lengkap, diterima di DPC tujuan.'
         when 'completed' then 'Dokumen lengkap, diterima di DPC tujuan.'
         when 'rejected' then 'SIP di lokasi tujuan belum terbit; silakan ajukan kembali setelah SIP terbit.'
       end,
       case when p.status in ('approved', 'completed') then
         target_officer.user_id end,
       case when p.status in ('approved', 'completed', 'rejected') then p.requested_at + least(interval '5 days', (now() - p.requested_at) * 0.5) end,
       case when p.status = 'completed' then
         target_officer.user_id end,
       case when p.status = 'completed' then p.requested_at + least(interval '9 days', (now() - p.requested_at) * 0.8) end,
       p.requested_at
from seed_transfer_plan p
-- The DPC officers who release (origin) and accept and complete (target) the request.
left join lateral (select ra.user_id from public.role_assignments ra join public.roles r on r.id = ra.role_id
                   where r.name = 'PENGURUS_DPC' and ra.organization_id = p.organization_id limit 1) origin_officer on true
left join lateral (select ra.user_id from public.role_assignments ra join public.roles r on r.id = ra.role_id
                   where r.name = 'PENGURUS_DPC' and ra.organization_id = p.target_id limit 1) target_officer on true;

-- Completed transfers have moved their members (the NAP stays) and their unpaid bills.
update public.members m set organization_id = p.target_id
from seed_transfer_plan p where p.member_id = m.id and p.status = 'completed';
update public.bills b set organization_id = p.target_id
from seed_transfer_plan p where p.member_id = b.member_id and p.status = 'completed' and b.status = 'unpaid';

-- The demo member has a rejected request in their history.
insert into public.transfer_requests (
  id, member_id, member_name, target_organization_id, reason, priority, has_sip_current,
  has_sip_target, has_recommendation_letter, status, requested_by, requested_at, decision_notes, decided_by, decided_at
)
select pg_temp.id('transfer:anggota'), pg_temp.id('member:anggota@simk.test'), '-', pg_temp.id('org:3277'),
       'Pindah domisili ke Cimahi', 'low', true, false, true, 'rejected',
       pg_temp.id('user:anggota@simk.test'), now() - interval '120 days',
       'SIP di Kota Cimahi belum ada; silakan ajukan kembali setelah SIP terbit.',
       pg_temp.id('user:dpc.bandung@simk.test'), now() - interval '115 days';

-- ---------------------------------------------------------------------------------------------
-- Reminder outbox history for overdue members
-- ---------------------------------------------------------------------------------------------

insert into public.outbox_messages (channel, recipient, template, variables, subject, body_text, body_html, status,
                                    attempts, next_attempt_at, last_error, provider, provider_message_id, sent_at,
                                    delivery_status, delivery_status_at, member_id, organization_id, created_at)
select x.channel, x.recipient, 'dues_reminder', x.variables,
       case when x.channel = 'email' then t.subject end, t.body_text, case when x.channel = 'email' then t.body_html end,
       case when x.n = 3 then 'failed' else 'sent' end::public.message_status,
       case when x.n = 3 then 8 else 1 end,
       x.at,
       case when x.n = 3 then case x.channel when 'whatsapp' then 'WhatsApp 400 131047: Re-engagement message'
                                             when 'sms' then 'Twilio 400 21610: Attempt to send to unsubscribed recipient'
                                             else 'Resend 422 validation_error: Invalid `to` field' end end,
       case when x.n < 3 then case x.channel when 'whatsapp' then 'whatsapp_cloud' when 'sms' then 'twilio' else 'resend' end end,
       case when x.n < 3 then 'seed-' || md5(x.member_id::text || x.n) end,
       case when x.n < 3 then x.at + interval '1 hour' end,
       case when x.n < 3 and x.channel = 'whatsapp' then 'read'::public.message_delivery_status end,
       case when x.n < 3 and x.channel = 'whatsapp' then x.at + interval '3 hours' end,
       x.member_id, x.organization_id, x.at
from (
  -- Past reminders stay out of the last 24 hours whatever the clock says (SIMK_TEST_TODAY moves
  -- dates, not instants), so the demo and the tests can always remind these members again.
  select b.member_id, b.organization_id, r.n,
         least(((b.due_date + r.n * 7) + time '08:00')::timestamptz, now() - interval '25 hours') as at,
         case when m.phone is null then 'email'
              else (array['whatsapp', 'whatsapp', 'sms', 'email'])[1 + (r.n + length(b.id::text)) % 4] end::public.message_channel as channel,
         -- The same variables an officer's reminder gets (one formatter for money and lists).
         private.dues_reminder_variables(m.full_name, array['Iuran Pokok'], b.amount, b.due_date,
                                         'http://127.0.0.1:5173') as variables,
         m.phone, m.email
  from (
    select distinct on (b.member_id) b.*
    from public.bills b
    where b.status = 'unpaid' and b.due_date < private.today() - 10 and b.category_id = pg_temp.id('dues:pokok')
    order by b.member_id, b.due_date
  ) b
  join public.members m on m.id = b.member_id
  cross join generate_series(1, 3) r(n)
  where pg_temp.u(b.member_id::text || ':reminded') < 0.35 and b.due_date + r.n * 7 < private.today()
    and (m.phone is not null or m.email is not null)
) x0
cross join lateral (select x0.*, case when x0.channel = 'email' then x0.email else x0.phone end as recipient) x
cross join lateral private.render_message('dues_reminder', x.variables) t
where x.recipient is not null;

-- ---------------------------------------------------------------------------------------------
-- Certifications, SKP credits and documents
-- ---------------------------------------------------------------------------------------------

insert into public.certifications (member_id, organization_id, title, issuer, certificate_number, issued_on, expires_on, status, verification_code)
select m.id, m.organization_id,
       (array['Sertifikat Kompetensi ATLM', 'Pelatihan Pemeriksaan TB Mikroskopis', 'Pelatihan Quality Control Laboratorium',
              'Pelatihan Biosafety Level 2', 'Pelatihan Pemeriksaan PCR SARS-CoV-2'])[1 + floor(pg_temp.u(m.id::text || ':cert') * 5)::int],
       (array['Kementerian Kesehatan RI', 'BBLK Jakarta', 'BBLK Surabaya', 'Dewan Pengurus Pusat'])[1 + floor(pg_temp.u(m.id::text || ':issuer') * 4)::int],
       'CERT/' || to_char(m.join_date, 'YYYY') || '/' || upper(left(md5(m.id::text || ':certno'), 8)),
       m.join_date + 200,
       m.join_date + 200 + 1826,
       'active',
       left(md5(m.id::text || ':verify'), 12)
from public.members m
where m.membership_status = 'ACTIVE' and (m.user_id is not null or pg_temp.u(m.id::text || ':hascert') < 0.12)
  and not exists (select 1 from seed_member_plan p where p.id = m.id and p.recent);

-- ---------------------------------------------------------------------------------------------
-- News, blog posts and events
-- ---------------------------------------------------------------------------------------------

insert into public.news (slug, title, excerpt, content, image_url, author_name, category, tags, views, featured, priority, status, published_at, organization_id)
values
  ('pembukaan-pendaftaran-uji-kompetensi-atlm-2026', 'Pendaftaran Uji Kompetensi ATLM Periode II Dibuka',
   'Pendaftaran uji kompetensi nasional bagi Ahli Teknologi Laboratorium Medik periode II resmi dibuka.',
   'Dewan Pengurus Pusat mengumumkan pembukaan pendaftaran uji kompetensi nasional periode II. Pendaftaran dilakukan melalui DPC masing-masing dengan melampirkan ijazah, STR dan surat keterangan kerja. Batas akhir pendaftaran adalah akhir bulan depan.',
   '/images/news/uji-kompetensi.jpg', 'Humas DPP', 'Pengumuman', array['uji kompetensi', 'STR'], 3250, true, 'URGENT', 'published', now() - interval '2 days', null),
  ('str-berlaku-seumur-hidup', 'STR Kini Berlaku Seumur Hidup: Apa Artinya bagi ATLM?',
   'Sejak UU 17/2023 dan PP 28/2024, STR tenaga kesehatan berlaku seumur hidup. SIP tetap perlu diperpanjang setiap lima tahun.',
   'Undang-Undang Nomor 17 Tahun 2023 tentang Kesehatan dan Peraturan Pemerintah Nomor 28 Tahun 2024 menetapkan bahwa Surat Tanda Registrasi berlaku seumur hidup. Perpanjangan Surat Izin Praktik tetap memerlukan pemenuhan Satuan Kredit Profesi yang kini dikelola Kementerian Kesehatan.',
   '/images/news/str-seumur-hidup.jpg', 'Bidang Hukum DPP', 'Regulasi', array['STR', 'SIP', 'SKP'], 5120, true, 'HIGH', 'published', now() - interval '9 days', null),
  ('rakernas-2026-bandung', 'Rapat Kerja Nasional 2026 Digelar di Bandung',
   'Rakernas tahun ini membahas digitalisasi layanan keanggotaan dan standar mutu laboratorium.',
   'Rapat Kerja Nasional dihadiri perwakilan 38 DPW. Agenda utama meliputi penerapan Sistem Informasi Manajemen Keanggotaan, program peningkatan kompetensi, dan penguatan peran DPC dalam pembinaan anggota.',
   '/images/news/rakernas.jpg', 'Humas DPP', 'Organisasi', array['rakernas', 'organisasi'], 1840, false, 'NORMAL', 'published', now() - interval '16 days', null),
  ('iuran-kini-bisa-dibayar-dengan-qris', 'Iuran Anggota Kini Bisa Dibayar dengan QRIS',
   'Anggota dapat membayar iuran langsung dari aplikasi dompet digital atau mobile banking dengan memindai QRIS.',
   'Pembayaran iuran melalui QRIS tercatat otomatis di SIMK tanpa perlu mengirim bukti transfer. Bendahara DPC tetap dapat mencatat pembayaran tunai dan transfer bank.',
   '/images/news/qris.jpg', 'Bidang Keuangan DPP', 'Layanan', array['iuran', 'QRIS'], 980, false, 'NORMAL', 'published', now() - interval '23 days', null),
  ('dpw-jawa-barat-pelatihan-qc', 'DPW Jawa Barat Gelar Pelatihan Quality Control untuk 200 Anggota',
   'Pelatihan pemantapan mutu internal diikuti anggota dari 27 DPC se-Jawa Barat.',
   'Pelatihan berlangsung dua hari dan memberikan SKP bagi peserta. Materi meliputi Westgard rules, grafik Levey-Jennings dan tindak lanjut hasil kontrol.',
   '/images/news/qc-jabar.jpg', 'DPW Jawa Barat', 'Kegiatan', array['pelatihan', 'quality control'], 760, false, 'LOW', 'published', now() - interval '31 days', pg_temp.id('org:32')),
  ('hari-atlm-nasional', 'Peringatan Hari ATLM Nasional: Bakti Sosial Pemeriksaan Gratis',
   'DPC di seluruh Indonesia menggelar pemeriksaan laboratorium gratis bagi masyarakat.',
   'Lebih dari 100 DPC berpartisipasi dalam bakti sosial pemeriksaan gula darah, kolesterol dan asam urat. Kegiatan ini menjangkau lebih dari 20.000 warga.',
   '/images/news/bakti-sosial.jpg', 'Humas DPP', 'Kegiatan', array['bakti sosial'], 2210, false, 'NORMAL', 'published', now() - interval '45 days', null),
  ('draf-panduan-mutasi-anggota', 'Panduan Baru Mutasi Anggota Antar-DPC',
   'Draf panduan mutasi anggota yang sedang disusun.',
   'Draf: alur pelepasan oleh DPC asal, penerimaan oleh DPC tujuan dan kelengkapan dokumen.',
   null, 'Sekretariat DPP', 'Pengumuman', array['mutasi'], 0, false, 'NORMAL', 'draft', null, null);

-- Regional news from eight DPW, one topic each, spread over the last months (enough for pages).
insert into public.news (slug, title, excerpt, content, author_name, category, tags, views, featured, priority, status, published_at, organization_id)
select 'dpw-' || lower(replace(o.name, ' ', '-')) || '-' || t.slug, format(t.title, o.name), format(t.excerpt, o.name),
       format(t.content, o.name), 'DPW ' || o.name, t.category, t.tags,
       (200 + pg_temp.u('news:' || o.bps_code) * 1600)::int, false, t.priority::public.news_priority, 'published',
       now() - (t.days || ' days')::interval, o.id
from (values
  ('31', 'musyawarah-wilayah', 'Musyawarah Wilayah DPW %s Tetapkan Program Kerja 2027',
   'Musyawarah wilayah menetapkan program kerja dan pengurus DPW %s untuk periode berikutnya.',
   'Musyawarah Wilayah DPW %s dihadiri utusan seluruh DPC. Program kerja 2027 menitikberatkan pendataan anggota di SIMK, pelatihan bersertifikat SKP dan pendampingan perpanjangan SIP.',
   'Organisasi', array['muswil', 'organisasi'], 'NORMAL', 38),
  ('35', 'pelatihan-mikrobiologi', 'DPW %s Adakan Pelatihan Kultur dan Uji Kepekaan Antibiotik',
   'Pelatihan dua hari bagi anggota DPW %s tentang kultur bakteri dan uji kepekaan antibiotik.',
   'Peserta pelatihan DPW %s mempraktikkan pewarnaan Gram, identifikasi bakteri dan uji kepekaan metode difusi cakram. Peserta yang lulus memperoleh SKP.',
   'Kegiatan', array['pelatihan', 'mikrobiologi'], 'NORMAL', 52),
  ('33', 'bakti-sosial-desa', 'Bakti Sosial DPW %s Jangkau 2.000 Warga Desa',
   'Pemeriksaan gula darah, kolesterol dan hemoglobin gratis oleh anggota DPW %s.',
   'Anggota DPW %s bersama puskesmas setempat memeriksa lebih dari 2.000 warga di enam desa. Warga dengan hasil di luar nilai rujukan dirujuk ke fasilitas kesehatan terdekat.',
   'Kegiatan', array['bakti sosial'], 'LOW', 66),
  ('12', 'pendataan-anggota', 'DPW %s Targetkan Seluruh Anggota Terdata di SIMK',
   'DPW %s meminta setiap DPC memverifikasi data anggota sebelum akhir tahun.',
   'Pendataan ulang memastikan NAP, STR dan SIP setiap anggota DPW %s tercatat benar sehingga penerbitan surat rekomendasi dan pembayaran iuran berjalan lancar.',
   'Pengumuman', array['SIMK', 'pendataan'], 'HIGH', 74),
  ('73', 'seminar-malaria', 'Seminar Diagnostik Malaria di DPW %s',
   'Seminar tentang mikroskopis malaria dan uji diagnostik cepat bagi anggota DPW %s.',
   'Narasumber dari balai laboratorium kesehatan membahas pemeriksaan mikroskopis, pemantapan mutu sediaan darah dan penggunaan uji diagnostik cepat di daerah terpencil.',
   'Kegiatan', array['seminar', 'malaria'], 'NORMAL', 88),
  ('51', 'kerja-sama-poltekkes', 'DPW %s dan Poltekkes Teken Kerja Sama Pendidikan Berkelanjutan',
   'Kerja sama membuka kelas pendidikan berkelanjutan bagi anggota DPW %s.',
   'Nota kesepahaman mencakup kelas daring, praktik laboratorium dan bimbingan penulisan ilmiah bagi anggota DPW %s, dengan SKP bagi setiap kegiatan yang diselesaikan.',
   'Organisasi', array['pendidikan', 'kerja sama'], 'NORMAL', 102),
  ('64', 'iuran-qris-wilayah', 'Anggota DPW %s Mulai Bayar Iuran dengan QRIS',
   'Sebagian besar anggota DPW %s kini membayar iuran melalui QRIS.',
   'Bendahara DPW %s mencatat bahwa pembayaran melalui QRIS tercatat otomatis di SIMK sehingga rekap iuran bulanan selesai lebih cepat.',
   'Layanan', array['iuran', 'QRIS'], 'LOW', 118),
  ('92', 'pelatihan-tb', 'Pelatihan Pemeriksaan TB dengan Tes Cepat Molekuler di DPW %s',
   'Anggota DPW %s dilatih mengoperasikan tes cepat molekuler untuk tuberkulosis.',
   'Pelatihan mencakup penanganan sputum, pengoperasian alat, keamanan hayati dan pelaporan hasil ke sistem informasi tuberkulosis.',
   'Kegiatan', array['pelatihan', 'TB'], 'NORMAL', 131)
) as t(bps_code, slug, title, excerpt, content, category, tags, priority, days)
join public.organizations o on o.level = 'DPW' and o.bps_code = t.bps_code;

insert into public.blog_posts (slug, title, excerpt, content, author_name, category, tags, views, status, published_at)
values
  ('tips-mengurangi-kesalahan-pra-analitik', 'Lima Cara Mengurangi Kesalahan Pra-Analitik',
   'Sebagian besar kesalahan laboratorium terjadi sebelum sampel diperiksa. Berikut langkah sederhana untuk mencegahnya.',
   'Identifikasi pasien ganda, pelabelan di depan pasien, waktu transportasi sampel, penyimpanan suhu yang tepat dan komunikasi dengan klinisi adalah kunci mengurangi kesalahan pra-analitik.',
   'Rina Marlina, S.Tr.Kes.', 'Praktik Laboratorium', array['pra-analitik', 'mutu'], 1430, 'published', now() - interval '5 days'),
  ('mengenal-westgard-rules', 'Mengenal Westgard Rules untuk Pemula',
   'Aturan Westgard membantu menentukan apakah satu seri pemeriksaan dapat dilaporkan.',
   'Mulai dari aturan 1-2s sebagai peringatan hingga 2-2s dan R-4s sebagai penolakan, artikel ini menjelaskan penerapannya dengan contoh.',
   'Asep Saepudin, A.Md.AK.', 'Quality Control', array['QC', 'Westgard'], 2210, 'published', now() - interval '19 days'),
  ('karier-atlm-di-luar-rumah-sakit', 'Karier ATLM di Luar Rumah Sakit',
   'Industri, riset dan kesehatan masyarakat membuka peluang bagi ahli teknologi laboratorium medik.',
   'Laboratorium industri farmasi, lembaga riset, balai besar laboratorium kesehatan dan program surveilans membutuhkan kompetensi ATLM.',
   'Dewi Kusumawati, S.Tr.Kes.', 'Karier', array['karier'], 890, 'published', now() - interval '40 days'),
  ('menghitung-skp-untuk-perpanjangan-sip', 'Menghitung SKP untuk Perpanjangan SIP',
   'Berapa SKP yang dibutuhkan dan dari mana saja bisa diperoleh?',
   'Perpanjangan SIP memerlukan SKP dari kegiatan pembelajaran, pelayanan, pengabdian masyarakat dan publikasi ilmiah.',
   'Hendra Gunawan, S.Tr.Kes., M.Kes.', 'Regulasi', array['SKP', 'SIP'], 1975, 'published', now() - interval '60 days'),
  ('draf-pengalaman-bertugas-di-papua', 'Pengalaman Bertugas di Laboratorium Puskesmas Papua',
   'Catatan lapangan (draf).', 'Draf tulisan.', 'Redaksi', 'Cerita Anggota', array['papua'], 0, 'draft', null);

insert into public.events (slug, title, description, location, is_online, starts_at, ends_at, registration_url, capacity, skp_credits, organization_id, status, published_at)
values
  ('seminar-nasional-biologi-molekuler', 'Seminar Nasional Biologi Molekuler dalam Diagnostik',
   'Seminar sehari tentang penerapan PCR dan sekuensing dalam laboratorium klinik.', 'Hotel Savoy Homann, Bandung', false,
   date_trunc('day', now()) + interval '21 days 08:00', date_trunc('day', now()) + interval '21 days 16:00',
   '/kegiatan/seminar-nasional-biologi-molekuler', 400, 6, pg_temp.id('org:32'), 'published', now() - interval '10 days'),
  ('webinar-keselamatan-kerja-laboratorium', 'Webinar Keselamatan dan Kesehatan Kerja di Laboratorium',
   'Webinar gratis untuk anggota tentang biosafety dan biosecurity.', 'Zoom', true,
   date_trunc('day', now()) + interval '7 days 13:00', date_trunc('day', now()) + interval '7 days 15:00',
   '/kegiatan/webinar-keselamatan-kerja-laboratorium', 1000, 2, null, 'published', now() - interval '5 days'),
  ('pelatihan-hematologi-surabaya', 'Pelatihan Morfologi Sel Darah Tepi',
   'Pelatihan praktik pembacaan sediaan apus darah tepi.', 'RSUD Dr. Soetomo, Surabaya', false,
   date_trunc('day', now()) + interval '35 days 08:00', date_trunc('day', now()) + interval '36 days 16:00',
   '/kegiatan/pelatihan-hematologi-surabaya', 60, 10, pg_temp.id('org:3578'), 'published', now() - interval '3 days'),
  ('kongres-nasional-2024', 'Kongres Nasional 2024',
   'Kongres nasional lima tahunan: pemilihan ketua umum dan penetapan program kerja.', 'Jakarta Convention Center', false,
   date_trunc('day', now()) - interval '400 days' + interval '8 hours', date_trunc('day', now()) - interval '398 days' + interval '17 hours',
   null, 1500, 8, null, 'published', now() - interval '480 days'),
  ('workshop-pemantapan-mutu-eksternal', 'Workshop Pemantapan Mutu Eksternal',
   'Workshop persiapan mengikuti PME nasional.', 'Hotel Tentrem, Semarang', false,
   date_trunc('day', now()) - interval '60 days' + interval '8 hours', date_trunc('day', now()) - interval '60 days' + interval '16 hours',
   null, 120, 4, pg_temp.id('org:33'), 'published', now() - interval '90 days'),
  ('rapat-pleno-dpp-draf', 'Rapat Pleno DPP (draf)', 'Agenda internal (draf).', 'Sekretariat DPP', false,
   date_trunc('day', now()) + interval '50 days 09:00', date_trunc('day', now()) + interval '50 days 12:00',
   null, null, null, null, 'draft', null);

insert into public.skp_credits (member_id, organization_id, event_id, activity, category, credits, earned_on)
select m.id, m.organization_id, e.id, e.title, 'Pembelajaran', e.skp_credits, e.ends_at::date
from public.members m
cross join public.events e
where e.slug in ('kongres-nasional-2024', 'workshop-pemantapan-mutu-eksternal')
  and m.membership_status = 'ACTIVE'
  and (m.user_id is not null or pg_temp.u(m.id::text || ':' || e.slug) < 0.15)
  and not exists (select 1 from seed_member_plan p where p.id = m.id and p.recent);

-- The code printed on a document, checked at /document-verification (which vouches only for
-- verified documents: these count as checked by the system when the register was imported).
insert into public.documents (member_id, organization_id, kind, title, storage_path, mime_type, size_bytes, uploaded_by, verification_code, verified_at)
select m.id, m.organization_id, k.kind, k.title, m.id || '/' || k.file, 'application/pdf', k.size, m.user_id,
       'DOK-' || upper(k.kind::text) || '-' || upper(left(md5('doc:' || m.id || k.kind), 8)), now()
from public.members m
cross join (values ('str'::public.document_kind, 'Surat Tanda Registrasi', 'str.pdf', 284113),
                   ('sip'::public.document_kind, 'Surat Izin Praktik', 'sip.pdf', 196532)) as k(kind, title, file, size)
where m.user_id is not null;

-- ---------------------------------------------------------------------------------------------
-- Notifications for the demo users
-- ---------------------------------------------------------------------------------------------

-- As SQL writes them: a template key and its values, worded by the web app in the reader's language.
insert into public.notifications (user_id, type, category, priority, template, params, action_url, read_at, created_at)
select pg_temp.id('user:' || d.email), n.type::public.notification_type, n.category::public.notification_category,
       n.priority::public.notification_priority, n.template, n.params::jsonb, n.url,
       case when n.read then now() - interval '1 day' end, now() - n.age
from seed_demo d
cross join (values
  ('info', 'payment', 'low', 'bill_waived', '{"category": "Iuran Pengembangan", "period": "01-2026", "amount": "Rp100.000"}', '/member-dues', false, interval '3 hours', false),
  ('success', 'payment', 'medium', 'payment_received', '{"amount": "Rp150.000", "receipt_number": "KW-2026-000042"}', '/dashboard/dues/history', true, interval '26 days', false),
  ('warning', 'ai', 'high', 'insight_own_sip_expiring', '{"expiry_date": "31-03-2027", "count": 120}', '/dashboard/profile', false, interval '2 days', false),
  ('success', 'membership', 'medium', 'membership_extended', '{"expiry_date": "31-12-2030"}', '/dashboard/profile', true, interval '60 days', false),
  ('warning', 'ai', 'medium', 'insight_sip_expiring', '{"count": 12}', '/dashboard/members?status=ACTIVE', false, interval '5 hours', true),
  ('info', 'membership', 'medium', 'transfer_requested_officer', '{"member_name": "Dewi Lestari", "origin": "Kota Bandung", "target": "Kota Bekasi"}', '/dashboard/mutations/approval', false, interval '1 day', true),
  ('warning', 'ai', 'medium', 'insight_overdue_growth', '{"previous": 8, "count": 11}', '/dashboard/dues/reminders', false, interval '2 days', true)
) as n(type, category, priority, template, params, url, read, age, officer_only)
where not n.officer_only or d.role_name <> 'ANGGOTA';

-- ---------------------------------------------------------------------------------------------
-- Recent activity: the audit trail of the last weeks, as the SQL functions write it (action,
-- acting officer, organization, row before/after), matching the rows above: verifications of
-- the recent joiners, applications, officers' edits and status changes, payments recorded by DPC
-- officers, and every step of the transfers decided in that time.
-- ---------------------------------------------------------------------------------------------

-- Who acts for a DPC: its PENGURUS_DPC, else the PENGURUS_DPW of its province, else SUPER_ADMIN.
create temp table seed_actors on commit drop as
select o.id as organization_id,
       coalesce(
         (select ra.user_id from public.role_assignments ra join public.roles r on r.id = ra.role_id
          where r.name = 'PENGURUS_DPC' and ra.organization_id = o.id limit 1),
         (select ra.user_id from public.role_assignments ra join public.roles r on r.id = ra.role_id
          where r.name = 'PENGURUS_DPW' and ra.organization_id = o.parent_id limit 1),
         pg_temp.id('user:superadmin@simk.test')
       ) as user_id
from public.organizations o
where o.level = 'DPC';

update public.members m set verified_by = a.user_id
from seed_member_plan p, seed_actors a
where p.id = m.id and p.recent and a.organization_id = m.organization_id;

create temp table seed_activity (
  actor_id uuid, action text, entity text, entity_id text, organization_id uuid, before jsonb, after jsonb,
  created_at timestamptz
) on commit drop;

-- Verifications of the members who joined in the last four weeks.
insert into seed_activity
select m.verified_by, 'members.verify', 'members', m.id::text, m.organization_id,
       to_jsonb(m) || jsonb_build_object('membership_status', 'PENDING', 'nap', null, 'verified_at', null,
                                         'verified_by', null, 'join_date', null, 'expiry_date', null, 'member_since', null),
       to_jsonb(m), m.verified_at
from public.members m
join seed_member_plan p on p.id = m.id and p.recent;

-- Applications of the last weeks: added by the DPC's officer where it has one, else self-registered.
insert into seed_activity
select case when o.bps_code in ('3273', '3578') then a.user_id end,
       case when o.bps_code in ('3273', '3578') then 'members.create' else 'members.insert' end,
       'members', m.id::text, m.organization_id, null, to_jsonb(m), m.created_at
from public.members m
join public.organizations o on o.id = m.organization_id
join seed_actors a on a.organization_id = m.organization_id
where m.membership_status = 'PENDING' and m.user_id is null and m.created_at > now() - interval '28 days';

-- Officers' edits: contact and workplace corrections, three per DPC of the demo scopes.
insert into seed_activity
select a.user_id, 'members.update', 'members', x.id::text, x.organization_id,
       to_jsonb(x.m) || case x.rn
         when 1 then jsonb_build_object('phone', '+62812' || lpad(floor(pg_temp.u(x.id::text || ':oldphone') * 10000000)::bigint::text, 7, '0'))
         when 2 then jsonb_build_object('workplace', 'Puskesmas ' || x.city)
         else jsonb_build_object('address', 'Jl. Cihampelas No. ' || (1 + floor(pg_temp.u(x.id::text || ':oldaddr') * 200))::int)
       end,
       to_jsonb(x.m),
       now() - make_interval(days => (2 + x.rn * 6 + floor(pg_temp.u(x.id::text || ':editday') * 5))::int,
                             hours => floor(pg_temp.u(x.id::text || ':edithour') * 8)::int)
from (
  select m.id, m.organization_id, m.city, m,
         row_number() over (partition by m.organization_id order by md5(m.id::text || ':edit')) as rn
  from public.members m
  join public.organizations o on o.id = m.organization_id
  where m.membership_status = 'ACTIVE' and m.user_id is null
    and (o.bps_code in ('3273', '3578') or (left(o.bps_code, 2) = '32' and pg_temp.u('edit:' || o.bps_code) < 0.3))
) x
join seed_actors a on a.organization_id = x.organization_id
where x.rn <= 3;

-- Suspensions decided in the last weeks (the members' status reason says why).
insert into seed_activity
select a.user_id, 'members.set_status', 'members', x.id::text, x.organization_id,
       to_jsonb(x.m) || jsonb_build_object('membership_status', 'ACTIVE', 'status_reason', null),
       to_jsonb(x.m),
       now() - make_interval(days => (4 + x.rn * 9)::int, hours => 3)
from (
  select m.id, m.organization_id, m,
         row_number() over (partition by m.organization_id order by md5(m.id::text || ':suspend')) as rn
  from public.members m
  join public.organizations o on o.id = m.organization_id
  where m.membership_status = 'SUSPENDED' and o.bps_code in ('3273', '3578', '3204', '3277')
) x
join seed_actors a on a.organization_id = x.organization_id
where x.rn <= 2;

-- Cash and transfer payments recorded by DPC officers in the last three weeks: record_payment
-- writes the recorded (pending) payment, then its settlement.
insert into seed_activity
select p.recorded_by, s.action, 'payments', p.id::text, p.organization_id, null,
       to_jsonb(p) || jsonb_build_object('status', s.status), p.paid_at + s.delay
from public.payments p
cross join (values ('payments.record', 'pending', interval '0'), ('payments.settle', 'completed', interval '1 second'))
  as s(action, status, delay)
where p.recorded_by is not null and p.status = 'completed' and p.paid_at > now() - interval '21 days';

-- Every step of the transfers in the last eight weeks, at the side that took it.
insert into seed_activity
select x.actor_id, 'transfer_requests.' || x.step, 'transfer_requests', r.id::text,
       case when x.step in ('accept', 'complete') then r.target_organization_id else r.origin_organization_id end,
       case when x.step <> 'insert' then to_jsonb(r) || jsonb_build_object('status', x.previous) end,
       to_jsonb(r) || jsonb_build_object('status', x.status),
       x.at
from public.transfer_requests r
cross join lateral (values
  ('insert', r.requested_by, r.requested_at, 'pending', null),
  ('release', r.released_by, r.released_at, 'processing', 'pending'),
  ('accept', r.accepted_by, r.accepted_at, 'approved', 'processing'),
  ('reject', r.decided_by, case when r.status = 'rejected' then r.decided_at end, 'rejected',
   case when r.released_at is not null then 'processing' else 'pending' end),
  ('complete', r.completed_by, r.completed_at, 'completed', 'approved')
) as x(step, actor_id, at, status, previous)
where x.at > now() - interval '56 days';

-- A completed transfer also moved the member.
insert into seed_activity
select r.completed_by, 'members.transfer', 'members', m.id::text, r.target_organization_id,
       to_jsonb(m) || jsonb_build_object('organization_id', r.origin_organization_id), to_jsonb(m), r.completed_at
from public.transfer_requests r
join public.members m on m.id = r.member_id
where r.status = 'completed' and r.completed_at > now() - interval '56 days';

insert into public.audit_logs (actor_id, actor_role, action, entity, entity_id, organization_id, before, after, created_at)
select actor_id, 'authenticated', action, entity, entity_id, organization_id, before, after, created_at
from seed_activity
order by created_at, action, entity_id;

-- ---------------------------------------------------------------------------------------------
-- Done: restore auditing and record the load
-- ---------------------------------------------------------------------------------------------

alter table public.organizations enable trigger organizations_audit;
alter table public.role_assignments enable trigger role_assignments_audit;
alter table public.members enable trigger members_audit;
alter table public.transfer_requests enable trigger transfer_requests_audit;
alter table public.dues_categories enable trigger dues_categories_audit;

insert into public.audit_logs (actor_id, actor_role, action, entity, entity_id, after)
select null, 'postgres', 'seed.load', 'database', null,
       jsonb_build_object('organizations', (select count(*) from public.organizations),
                          'members', (select count(*) from public.members),
                          'bills', (select count(*) from public.bills),
                          'payments', (select count(*) from public.payments));

analyze;
