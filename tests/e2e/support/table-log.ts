// Moved to tests/support/table-log.ts (issue 44: the headless harness uses it too); kept here so an
// e2e file that still imports it from its old place goes on working.
export { expectedLog } from '../../support/table-log';
