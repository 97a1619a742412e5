import { ApiProperty } from '@nestjs/swagger';
import type { RequestedJobStatus } from '../queue/requested-jobs';

/** A file-producing job a staff user started (an export, a print run). */
export class StartedJobResponse {
  @ApiProperty({ description: 'Follow it until it is completed, then download the file' }) job_id: string;
}

/** Where that job stands; polled by the screen that started it. */
export class FileJobStatusResponse {
  @ApiProperty({ enum: ['waiting', 'active', 'completed', 'failed'] }) state: string;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ type: String, nullable: true, description: 'Once completed: where to download the file (for an hour)' }) download_url: string | null;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
}

export function fileJobStatus(status: RequestedJobStatus, downloadUrl: string): FileJobStatusResponse {
  return {
    state: status.state,
    progress: status.progress,
    download_url: status.state === 'completed' ? downloadUrl : null,
    error: status.state === 'failed' ? 'The file could not be produced. Please try again.' : null,
  };
}
