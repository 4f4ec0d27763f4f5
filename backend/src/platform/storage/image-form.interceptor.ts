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
import { IMAGE_FIELD, readImageForm } from './multipart-form';

type FormRequest = FastifyRequest & { uploadedImages?: Partial<Record<string, Buffer>> };

/**
 * Lets one route take either JSON or a multipart form with an optional image (e.g. updateFundRaising with the
 * logo as `image`). A multipart request is read here, under multipart-form's limits, after the guard and before
 * the pipes: its named text fields become the body, so `@Body(new ZodValidationPipe(schema))` validates both
 * shapes alike (numbers arrive as strings; the contracts' schemas coerce them), and the file is kept for
 * `@UploadedImage()`. A JSON request passes through untouched.
 */
export function ImageFormInterceptor(
  fieldNames: readonly string[],
  fileFields: readonly string[] = [IMAGE_FIELD],
): Type<NestInterceptor> {
  @Injectable()
  class ImageForm implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<FormRequest>();
      if (request.isMultipart()) {
        const form = await readImageForm(request, fieldNames, fileFields);
        request.body = form.fields;
        request.uploadedImages = form.images;
      }
      return next.handle();
    }
  }
  return mixin(ImageForm);
}

/**
 * The image of a form read by ImageFormInterceptor (in `image`, or the file field named), or undefined (a JSON
 * request, or a form without one).
 */
export const UploadedImage = createParamDecorator(
  (field: string | undefined, context: ExecutionContext): Buffer | undefined =>
    context.switchToHttp().getRequest<FormRequest>().uploadedImages?.[field ?? IMAGE_FIELD],
);
