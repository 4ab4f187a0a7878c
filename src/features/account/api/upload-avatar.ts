import { avatarUploadResponseSchema } from '@/contract/account'
import { apiRequest } from '@/lib/api-client'
import { config } from '@/lib/config'

/**
 * `POST /account-setting/avatar` (an addition to SPEC): sends the image as a
 * data URL and answers where it is kept. It goes to the image-upload base
 * address; with the mock on, the mock answers it (under the API base, which
 * is all the mock sees).
 */
export async function uploadAvatar(dataUrl: string): Promise<string> {
  const { mock, uploadBase } = config()
  const { url } = await apiRequest('/account-setting/avatar', {
    method: 'POST',
    body: { avatar: dataUrl },
    schema: avatarUploadResponseSchema,
    base: mock ? undefined : uploadBase,
  })
  return url
}
