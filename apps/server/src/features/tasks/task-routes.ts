import { isDispatcher, taskCreateSchema, taskStatusExecutorSchema, taskUpdateSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { anyRole, type Permission, routeRoles } from '../../http/permissions.ts';
import { taskQueue } from './task-queue.ts';
import { checkDivisionInScope, TASK_SCOPE } from './task-scope.ts';
import { changeStatusExecutor, createTask, readTask, trackingHistory, updateTask } from './task-service.ts';

const idParams = z.strictObject({ id: z.uuid() });

/** The task screens' roles (platform §2: tasks, edit_task…, personal_task). */
export const TASK_WORK: Permission = anyRole(...routeRoles('tasks', 'personal_task'));
/** Creating a task hands work to somebody: the dispatchers (the courier management hub's roles). */
const TASK_CREATE: Permission = {
  kind: 'check',
  describe: 'a dispatcher (courier_management_hub roles)',
  allows: (user) => isDispatcher(user),
};

/** Registers §7 "Tasks" (the list itself is the tasks register's `GET tasks`). */
export async function taskRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['tasks'];
  const write = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(work);
    } catch (error) {
      return rethrowAsClientError(error);
    }
  };

  routes.get('/tasks/queue', { config: { permission: TASK_WORK }, schema: { tags } }, async (request) => ({
    items: await taskQueue(db, request.authUser!),
  }));

  routes.get(
    '/tasks/:id',
    { config: { permission: TASK_WORK, scope: { id: TASK_SCOPE } }, schema: { tags, params: idParams } },
    (request) => readTask(db, request.params.id),
  );

  routes.post(
    '/tasks',
    { config: { permission: TASK_CREATE }, schema: { tags, body: taskCreateSchema } },
    async (request, reply) => {
      await checkDivisionInScope(db, request.authUser!, request.body.divisionId);
      const task = await write((tx) => createTask(tx, request.authUser!, request.body));
      return reply.status(201).send(task);
    },
  );

  routes.put(
    '/tasks/:id',
    {
      config: { permission: TASK_WORK, scope: { id: TASK_SCOPE } },
      schema: { tags, params: idParams, body: taskUpdateSchema },
    },
    (request) => write((tx) => updateTask(tx, request.authUser!, request.params.id, request.body)),
  );

  routes.put(
    '/tasks/:id/status-executor',
    {
      config: { permission: TASK_WORK, scope: { id: TASK_SCOPE } },
      schema: { tags, params: idParams, body: taskStatusExecutorSchema },
    },
    (request) => write((tx) => changeStatusExecutor(tx, request.authUser!, request.params.id, request.body)),
  );

  routes.get(
    '/tracking-history/:id',
    { config: { permission: TASK_WORK, scope: { id: TASK_SCOPE } }, schema: { tags, params: idParams } },
    (request) => trackingHistory(db, request.params.id),
  );
}
