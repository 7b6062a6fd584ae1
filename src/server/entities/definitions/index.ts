/*
 * The registry of entities served under /api/apps/:appId/entities (SPEC §7), in the order
 * GET /entities lists them.
 */
import type { EntityDefinition, FieldType } from '../types.js';
import { achievementEntity } from './achievement.js';
import { dailyCompletionEntity } from './daily-completion.js';
import { questionReportEntity } from './question-report.js';
import { questionEntity } from './question.js';
import { studyNoteEntity } from './study-note.js';
import { studyProgressEntity } from './study-progress.js';
import { testResultEntity } from './test-result.js';
import { userAchievementEntity } from './user-achievement.js';

export const ENTITY_DEFINITIONS: readonly EntityDefinition[] = [
  questionEntity,
  studyNoteEntity,
  testResultEntity,
  achievementEntity,
  userAchievementEntity,
  dailyCompletionEntity,
  studyProgressEntity,
  questionReportEntity,
];

const byName = new Map(ENTITY_DEFINITIONS.map((d) => [d.name.toLowerCase(), d]));

export const findEntity = (name: string): EntityDefinition | undefined =>
  byName.get(name.toLowerCase());

export type EntityDescription = {
  name: string;
  fields: { name: string; type: FieldType; filterable: boolean }[];
  readAccess: EntityDefinition['readAccess'];
  writeAccess: EntityDefinition['writeAccess'];
};

export const describeEntity = (def: EntityDefinition): EntityDescription => ({
  name: def.name,
  fields: Object.entries(def.fields).map(([name, spec]) => ({
    name,
    type: spec.type,
    filterable: Boolean(spec.expr ?? spec.compare),
  })),
  readAccess: def.readAccess,
  writeAccess: def.writeAccess,
});
