import { Global, Module } from '@nestjs/common';
import { PublicDataVersion } from './public-data-version';
import { PublicDataWatch } from './public-data-watch';
import { PublicReadCache } from './public-read-cache';
import { PublicReadInterceptor } from './public-read.interceptor';

/** The read side of the public pages: the version every process keys them by, its watch on the ORM, and the cache (ADR 0011). */
@Global()
@Module({
  providers: [PublicDataVersion, PublicDataWatch, PublicReadCache, PublicReadInterceptor],
  exports: [PublicDataVersion, PublicDataWatch, PublicReadCache, PublicReadInterceptor],
})
export class PublicReadsModule {}
