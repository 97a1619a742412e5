import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Queue } from 'bullmq';
import { Access } from '../shared/auth/access.decorator';

class QueueCounts {
  @ApiProperty() name: string;
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() delayed: number;
  @ApiProperty() failed: number;
  @ApiProperty() completed: number;
}

/** Job counts per queue, for staff keeping an eye on email and background work. */
@ApiTags('operations')
@Access('admin')
@Controller('v2/admin/data')
export class QueuesController {
  constructor(
    @InjectQueue('email') private readonly emailQueue: Queue,
    @InjectQueue('renewals') private readonly renewalsQueue: Queue,
  ) {}

  @Get('queues')
  @ApiOkResponse({ type: [QueueCounts] })
  async queues(): Promise<QueueCounts[]> {
    return Promise.all(
      [this.emailQueue, this.renewalsQueue].map(async (queue) => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
        return { name: queue.name, waiting: counts.waiting, active: counts.active, delayed: counts.delayed, failed: counts.failed, completed: counts.completed };
      }),
    );
  }
}
