// Every migration, in order. Add new ones at the end with the next number.
export * as m001_event_store from './001_event_store.js';
export * as m002_projection_engine from './002_projection_engine.js';
export * as m003_ledger_read_models from './003_ledger_read_models.js';
export * as m004_events_are_immutable from './004_events_are_immutable.js';
export * as m005_mail_outbox from './005_mail_outbox.js';
export * as m006_identity from './006_identity.js';
export * as m007_access_read_models from './007_access_read_models.js';
export * as m008_business_profile from './008_business_profile.js';
export * as m009_team_invite_tokens from './009_team_invite_tokens.js';
export * as m010_ledger_documents from './010_ledger_documents.js';
export * as m011_catalogue from './011_catalogue.js';
export * as m012_transaction_lists from './012_transaction_lists.js';
export * as m013_receipts from './013_receipts.js';
export * as m014_report_aggregates from './014_report_aggregates.js';
export * as m015_aggregates_in_place from './015_aggregates_in_place.js';
export * as m016_fast_compression from './016_fast_compression.js';
export * as m017_items_from_document from './017_items_from_document.js';
