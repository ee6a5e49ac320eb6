import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { creditPersonEntity } from './entity';
import { CREDIT_DW_ID } from '../../shared/credit/constants';

/** The credit area has no paths of its own yet: its records are saved through the generic calls. */
export function registerCreditRoutes(_app: FastifyInstance, ctx: ServerContext): void {
  ctx.generic.registerEntity(CREDIT_DW_ID.person, creditPersonEntity(ctx));
}
