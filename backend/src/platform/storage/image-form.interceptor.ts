import {
  createParamDecorator,
  Injectable,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { readImageForm } from './multipart-form';

type FormRequest = FastifyRequest & { uploadedImage?: Buffer };

/**
 * Lets one route take either JSON or a multipart form with an optional image (e.g. updateFundRaising with the
 * logo as `image`). A multipart request is read here, under multipart-form's limits, after the guard and before
 * the pipes: its named text fields become the body, so `@Body(new ZodValidationPipe(schema))` validates both
 * shapes alike (numbers arrive as strings; the contracts' schemas coerce them), and the file is kept for
 * `@UploadedImage()`. A JSON request passes through untouched.
 */
export function ImageFormInterceptor(fieldNames: readonly string[]): Type<NestInterceptor> {
  @Injectable()
  class ImageForm implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<FormRequest>();
      if (request.isMultipart()) {
        const form = await readImageForm(request, fieldNames);
        request.body = form.fields;
        request.uploadedImage = form.image;
      }
      return next.handle();
    }
  }
  return mixin(ImageForm);
}

/** The image of a form read by ImageFormInterceptor, or undefined (a JSON request, or a form without one). */
export const UploadedImage = createParamDecorator(
  (_: unknown, context: ExecutionContext): Buffer | undefined =>
    context.switchToHttp().getRequest<FormRequest>().uploadedImage,
);
