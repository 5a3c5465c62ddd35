import * as migration_20261121_135659_initial from './20261121_135659_initial';
import * as migration_20261121_140000_rate_limits from './20261121_140000_rate_limits';
import * as migration_20261121_141807_content_catalog from './20261121_141807_content_catalog';
import * as migration_20261121_142214_legal_document_direction_key from './20261121_142214_legal_document_direction_key';
import * as migration_20261121_142710_faq_category_key from './20261121_142710_faq_category_key';
import * as migration_20261121_144549_media_storage_fields from './20261121_144549_media_storage_fields';
import * as migration_20261121_145915_legal_document_type_relation from './20261121_145915_legal_document_type_relation';
import * as migration_20261122_120357_editorial_aids from './20261122_120357_editorial_aids';
import * as migration_20261123_165247_news_and_placed_media from './20261123_165247_news_and_placed_media';
import * as migration_20261123_201409_accounts_and_audit_indexes from './20261123_201409_accounts_and_audit_indexes';
import * as migration_20261123_201410_mail_outbox_and_account_tokens from './20261123_201410_mail_outbox_and_account_tokens';
import * as migration_20261123_225713_appeals from './20261123_225713_appeals';
import * as migration_20261124_020845_assistant from './20261124_020845_assistant';
import * as migration_20261124_020846_search_index from './20261124_020846_search_index';
import * as migration_20261125_090000_change_notifications from './20261125_090000_change_notifications';
import * as migration_20261126_090000_job_runs from './20261126_090000_job_runs';
import * as migration_20261127_090000_upload_original_names from './20261127_090000_upload_original_names';
import * as migration_20261127_100000_idempotency_keys from './20261127_100000_idempotency_keys';
import * as migration_20261128_080000_search_index_state from './20261128_080000_search_index_state';
import * as migration_20261128_090000_search_partitions from './20261128_090000_search_partitions';
import * as migration_20261128_100000_search_counts from './20261128_100000_search_counts';
import * as migration_20261128_110000_audit_restored_version from './20261128_110000_audit_restored_version';
import * as migration_20261129_100000_search_in_step from './20261129_100000_search_in_step';
import * as migration_20261129_110000_hashed_tokens from './20261129_110000_hashed_tokens';
import * as migration_20261129_120000_assistant_phrasings from './20261129_120000_assistant_phrasings';

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
    name: '20261121_141807_content_catalog',
  },
  {
    up: migration_20261121_142214_legal_document_direction_key.up,
    down: migration_20261121_142214_legal_document_direction_key.down,
    name: '20261121_142214_legal_document_direction_key',
  },
  {
    up: migration_20261121_142710_faq_category_key.up,
    down: migration_20261121_142710_faq_category_key.down,
    name: '20261121_142710_faq_category_key',
  },
  {
    up: migration_20261121_144549_media_storage_fields.up,
    down: migration_20261121_144549_media_storage_fields.down,
    name: '20261121_144549_media_storage_fields',
  },
  {
    up: migration_20261121_145915_legal_document_type_relation.up,
    down: migration_20261121_145915_legal_document_type_relation.down,
    name: '20261121_145915_legal_document_type_relation',
  },
  {
    up: migration_20261122_120357_editorial_aids.up,
    down: migration_20261122_120357_editorial_aids.down,
    name: '20261122_120357_editorial_aids',
  },
  {
    up: migration_20261123_165247_news_and_placed_media.up,
    down: migration_20261123_165247_news_and_placed_media.down,
    name: '20261123_165247_news_and_placed_media',
  },
  {
    up: migration_20261123_201409_accounts_and_audit_indexes.up,
    down: migration_20261123_201409_accounts_and_audit_indexes.down,
    name: '20261123_201409_accounts_and_audit_indexes',
  },
  {
    up: migration_20261123_201410_mail_outbox_and_account_tokens.up,
    down: migration_20261123_201410_mail_outbox_and_account_tokens.down,
    name: '20261123_201410_mail_outbox_and_account_tokens',
  },
  {
    up: migration_20261123_225713_appeals.up,
    down: migration_20261123_225713_appeals.down,
    name: '20261123_225713_appeals',
  },
  {
    up: migration_20261124_020845_assistant.up,
    down: migration_20261124_020845_assistant.down,
    name: '20261124_020845_assistant'
  },
  {
    up: migration_20261124_020846_search_index.up,
    down: migration_20261124_020846_search_index.down,
    name: '20261124_020846_search_index',
  },
  {
    up: migration_20261125_090000_change_notifications.up,
    down: migration_20261125_090000_change_notifications.down,
    name: '20261125_090000_change_notifications',
  },
  {
    up: migration_20261126_090000_job_runs.up,
    down: migration_20261126_090000_job_runs.down,
    name: '20261126_090000_job_runs',
  },
  {
    up: migration_20261127_090000_upload_original_names.up,
    down: migration_20261127_090000_upload_original_names.down,
    name: '20261127_090000_upload_original_names',
  },
  {
    up: migration_20261127_100000_idempotency_keys.up,
    down: migration_20261127_100000_idempotency_keys.down,
    name: '20261127_100000_idempotency_keys',
  },
  {
    up: migration_20261128_080000_search_index_state.up,
    down: migration_20261128_080000_search_index_state.down,
    name: '20261128_080000_search_index_state',
  },
  {
    up: migration_20261128_090000_search_partitions.up,
    down: migration_20261128_090000_search_partitions.down,
    name: '20261128_090000_search_partitions',
  },
  {
    up: migration_20261128_100000_search_counts.up,
    down: migration_20261128_100000_search_counts.down,
    name: '20261128_100000_search_counts',
  },
  {
    up: migration_20261128_110000_audit_restored_version.up,
    down: migration_20261128_110000_audit_restored_version.down,
    name: '20261128_110000_audit_restored_version',
  },
  {
    up: migration_20261129_100000_search_in_step.up,
    down: migration_20261129_100000_search_in_step.down,
    name: '20261129_100000_search_in_step',
  },
  {
    up: migration_20261129_110000_hashed_tokens.up,
    down: migration_20261129_110000_hashed_tokens.down,
    name: '20261129_110000_hashed_tokens',
  },
  {
    up: migration_20261129_120000_assistant_phrasings.up,
    down: migration_20261129_120000_assistant_phrasings.down,
    name: '20261129_120000_assistant_phrasings',
  },
];
