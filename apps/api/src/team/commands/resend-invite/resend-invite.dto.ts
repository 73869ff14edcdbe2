import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** `POST /accounts/teams/invite/resend`: the invite by its id, or by the invited e-mail. */
export class ResendInviteDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'inviteId must be text' })
  @IsNotEmpty({ message: 'inviteId must not be empty' })
  @MaxLength(100)
  inviteId?: string;

  @ApiPropertyOptional({ example: 'bola@example.com' })
  @IsOptional()
  @IsString({ message: 'email must be text' })
  @IsNotEmpty({ message: 'email must not be empty' })
  @MaxLength(254)
  email?: string;
}
