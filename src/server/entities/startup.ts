/*
 * Startup work of the entity API: seed the achievement definitions from the domain catalogue
 * (idempotent; admin edits are kept).
 */
import { startupTasks } from '../startup.js';
import { seedAchievementDefinitions } from './definitions/achievement.js';

startupTasks.push(async ({ db, log }) => {
  await seedAchievementDefinitions(db, new Date());
  log.info('achievement definitions seeded');
});
