/*
 * The ten entity routes of SPEC §7 under /api/apps/:appId/entities plus the definitions list. Thin:
 * resolve app and entity, check who is calling, and hand over to src/server/entities (filter, scope,
 * write engine, bulk). Every answer is the {success, data} envelope.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { RouteDeps } from '../app.js';
import { currentUser, requireAdmin, requireUser } from '../auth/current-user.js';
import { bulkDelete, bulkUpsert, requestKey } from '../entities/bulk.js';
import { describeEntity, ENTITY_DEFINITIONS, findEntity } from '../entities/definitions/index.js';
import { parseListQuery } from '../entities/query-params.js';
import { countRows, getRow, idExists, listRows } from '../entities/repository.js';
import { runWrite } from '../entities/transaction.js';
import type { EntityDefinition, Row } from '../entities/types.js';
import { deleteItem, updateItem, upsertItem } from '../entities/write.js';
import '../entities/startup.js';
import { ApiError, ok } from '../http/errors.js';

type Params = { appId: string; entity: string; id: string };
type Query = Record<string, unknown>;

const BULK_BODY_LIMIT = 8 * 1024 * 1024;

/** Anonymous callers read public entities; a forged or expired token is a 401 invalid-token. */
const reader = (request: FastifyRequest, def: EntityDefinition) =>
  def.readAccess === 'public' ? currentUser(request) : requireUser(request);
const writer = (request: FastifyRequest, def: EntityDefinition) =>
  def.writeAccess === 'admin' ? requireAdmin(request) : requireUser(request);

const asRow = (body: unknown): Row => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'validation-failed', 'Nội dung yêu cầu phải là một đối tượng JSON');
  }
  return body as Row;
};

export const entityRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const base = '/api/apps/:appId/entities';

  const checkApp = (request: FastifyRequest) => {
    const { appId } = request.params as Partial<Params>;
    if (appId !== deps.config.appId) throw new ApiError(404, 'unknown-app', 'Unknown app');
  };
  const entityOf = (request: FastifyRequest): EntityDefinition => {
    checkApp(request);
    const def = findEntity((request.params as Params).entity);
    if (!def) throw new ApiError(404, 'unknown-entity', 'Unknown entity');
    return def;
  };

  /** POST data without an id: Question gets q<number> when free; everything else a UUID v7. */
  const newId = async (def: EntityDefinition, body: Row): Promise<string> => {
    if (def.name === 'Question' && Number.isInteger(body.question_number)) {
      const id = `q${String(body.question_number)}`;
      if (!(await idExists(deps.db, def, id))) return id;
    }
    return uuidv7();
  };

  app.get(base, async (request) => {
    checkApp(request);
    return ok(ENTITY_DEFINITIONS.map(describeEntity));
  });

  const list = async (request: FastifyRequest) => {
    const def = entityOf(request);
    const user = reader(request, def);
    const query = parseListQuery(def, request.query as Query);
    const found = await listRows(deps.db, def, user, query);
    return ok(found.map(def.toEntity));
  };
  app.get(`${base}/:entity/data`, list);
  app.get(`${base}/:entity/filter`, list);

  app.get(`${base}/:entity/count`, async (request) => {
    const def = entityOf(request);
    const user = reader(request, def);
    const query = parseListQuery(def, request.query as Query);
    return ok({ count: await countRows(deps.db, def, user, query) });
  });

  app.get(`${base}/:entity/get/:id`, async (request) => {
    const def = entityOf(request);
    const includeDeleted = (request.query as Query).include_deleted === 'true';
    const { id } = request.params as Params;
    return ok(def.toEntity(await getRow(deps.db, def, reader(request, def), id, includeDeleted)));
  });

  app.post(`${base}/:entity/data`, async (request, reply) => {
    const def = entityOf(request);
    const user = writer(request, def);
    const body = asRow(request.body);
    const item = { ...body, id: body.id ?? (await newId(def, body)) };
    const row = await runWrite(deps.db, def, user, deps.now(), async (ctx) => {
      const result = await upsertItem(ctx, def, { ...item, _deleted: undefined });
      if (!result.row) throw new ApiError(500, 'internal-error', 'Nothing written');
      return { value: result.row, changed: result.changed };
    });
    return reply.status(201).send(ok(def.toEntity(row)));
  });

  app.put(`${base}/:entity/update/:id`, async (request) => {
    const def = entityOf(request);
    const user = writer(request, def);
    const { id } = request.params as Params;
    const body = asRow(request.body);
    if (body.id !== undefined && body.id !== id) {
      throw new ApiError(400, 'field-not-allowed', 'Field id cannot change');
    }
    const row = await runWrite(deps.db, def, user, deps.now(), async (ctx) => {
      const result = await updateItem(ctx, def, id, body);
      return { value: result.row, changed: result.changed };
    });
    return ok(def.toEntity(row));
  });

  app.delete(`${base}/:entity/delete/:id`, async (request) => {
    const def = entityOf(request);
    const user = writer(request, def);
    const { id } = request.params as Params;
    const row = await runWrite(deps.db, def, user, deps.now(), async (ctx) => {
      const result = await deleteItem(ctx, def, id);
      if (!result) throw new ApiError(404, 'record-not-found', 'Record not found');
      return { value: result.row, changed: result.changed };
    });
    return ok(def.toEntity(row));
  });

  app.post(`${base}/:entity/bulk`, { bodyLimit: BULK_BODY_LIMIT }, async (request) => {
    const def = entityOf(request);
    const user = writer(request, def);
    const key = requestKey(request.headers['idempotency-key'], request.body);
    return ok(await bulkUpsert(deps.db, def, user, deps.now(), request.body, key));
  });

  app.delete(`${base}/:entity/bulk-delete`, async (request) => {
    const def = entityOf(request);
    const user = writer(request, def);
    const key = requestKey(request.headers['idempotency-key'], request.body);
    return ok(await bulkDelete(deps.db, def, user, deps.now(), request.body, key));
  });
};
