import { accountEndpoints } from '@/contract/account'
import { api } from '@/lib/api-client'
import { config } from '@/lib/config'

/**
 * An addition to SPEC: sends the image as a data URL and answers where it is
 * kept. It goes to the image-upload base
 * address; with the mock on, the mock answers it (under the API base, which
 * is all the mock sees).
 */
export async function uploadAvatar(dataUrl: string): Promise<string> {
  const { mock, uploadBase } = config()
  const { url } = await api(accountEndpoints.uploadAvatar, {
    body: { avatar: dataUrl },
    base: mock ? undefined : uploadBase,
  })
  return url
}
