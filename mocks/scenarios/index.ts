export { activateScenario } from './activate';
export { startScenarios, urlWithoutScenario } from './browser';
export { CATALOGUE_ROWS, ERROR_CATALOGUE, rowNumber, type CatalogueRow } from './catalogue';
export { activeScenario, isRouteChunk, scenarioHandlers } from './handler';
export {
  isOperationId,
  OPERATIONS,
  OPERATION_IDS,
  operationOf,
  type Operation,
  type OperationId,
} from './operations';
export {
  DEFAULT_SCENARIO,
  ENVELOPE_MESSAGE,
  findScenario,
  isScenarioName,
  REGISTRATION_REJECTED_MESSAGE,
  SCENARIO_GROUPS,
  SCENARIO_NAMES,
  SCENARIOS,
  SLOW_DELAY_MS,
  VERIFICATION_REJECTED_MESSAGE,
  type Scenario,
  type ScenarioGroup,
  type ScenarioName,
} from './registry';
export {
  getScenarioName,
  getScenarioState,
  isSocketDown,
  isSocketGarbled,
  onScenarioChange,
  resetScenarioState,
  setScenarioState,
  type ScenarioState,
} from './state';
