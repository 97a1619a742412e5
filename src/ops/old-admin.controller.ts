import { Controller, Get, Redirect } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Access } from '../shared/auth/access.decorator';

/**
 * The old back office's address now leads to the admin home. Anyone may ask: the admin
 * screens themselves send guests to the login page and refuse customers, so the redirect
 * reveals nothing.
 */
@ApiExcludeController()
@Access('public')
@Controller()
export class OldAdminController {
  @Get('admin')
  @Redirect('/v2/admin', 302)
  home(): void {}
}
