import { Body, Controller, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Access } from '../../../shared/auth/access.decorator';
import { EmailField } from '../../../shared/http/field-rules';
import { clientAddress } from '../../../shared/http/client-address';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.service';
import { SignUpForNewsletterCommand } from '../application/commands/sign-up-for-newsletter/sign-up-for-newsletter.command';

class NewsletterSignUpRequest {
  @EmailField()
  email: string;
}

class NewsletterSignUpResponse {
  @ApiProperty() message: string;
}

const SIGN_UPS_PER_IP = { name: 'newsletter-ip', points: 10, durationSeconds: 60 * 60 };

@ApiTags('newsletter')
@Access('public')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: RateLimiter,
  ) {}

  @Post('sign-up')
  @ApiCreatedResponse({ type: NewsletterSignUpResponse })
  async signUp(@Body() body: NewsletterSignUpRequest, @Req() request: Request): Promise<NewsletterSignUpResponse> {
    await this.limits.consume(SIGN_UPS_PER_IP, clientAddress(request));
    await this.commands.execute(new SignUpForNewsletterCommand(body.email));
    return { message: "Thank you — you're on the list." };
  }
}
