import * as migration_20261121_135659_initial from './20261121_135659_initial';
import * as migration_20261121_140000_rate_limits from './20261121_140000_rate_limits';

export const migrations = [
  {
    up: migration_20261121_135659_initial.up,
    down: migration_20261121_135659_initial.down,
    name: '20261121_135659_initial'
  },
  {
    up: migration_20261121_140000_rate_limits.up,
    down: migration_20261121_140000_rate_limits.down,
    name: '20261121_140000_rate_limits'
  },
];
