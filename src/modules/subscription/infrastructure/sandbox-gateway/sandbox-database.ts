import { defineConfig, MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { SESSION_LIMITS } from '../../../../config/mikro-orm.config';
import { SandboxGatewayObject } from './sandbox-gateway-object.entity';

/**
 * The sandbox's own connections to its table. It stands in for Stripe, a service on the other
 * side of the wire: a renewal calls it while holding its transaction's connection, so if the
 * sandbox drew from the shop's pool, a crowd of renewals holding every connection would each wait
 * for one more, and none would come. With a pool of its own, it waits only on itself.
 */
export function openSandboxDatabase(clientUrl: string): Promise<MikroORM> {
  return MikroORM.init(
    defineConfig({
      driver: PostgreSqlDriver,
      clientUrl,
      entities: [SandboxGatewayObject],
      pool: { min: 0, max: 4 },
      driverOptions: { connection: SESSION_LIMITS },
      allowGlobalContext: false,
      forceUndefined: true,
      discovery: { warnWhenNoEntities: false },
      debug: process.env.MIKRO_ORM_DEBUG === 'true',
    }),
  );
}
