import * as migration_20261121_135659_initial from './20261121_135659_initial';
import * as migration_20261121_140000_rate_limits from './20261121_140000_rate_limits';
import * as migration_20261121_141807_content_catalog from './20261121_141807_content_catalog';

export const migrations = [
  {
    up: migration_20261121_135659_initial.up,
    down: migration_20261121_135659_initial.down,
    name: '20261121_135659_initial',
  },
  {
    up: migration_20261121_140000_rate_limits.up,
    down: migration_20261121_140000_rate_limits.down,
    name: '20261121_140000_rate_limits',
  },
  {
    up: migration_20261121_141807_content_catalog.up,
    down: migration_20261121_141807_content_catalog.down,
    name: '20261121_141807_content_catalog'
  },
];
