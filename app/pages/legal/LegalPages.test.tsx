// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();

/** The whole text of the document a page shows. */
async function documentText(title: string): Promise<string> {
  const article = await screen.findByRole('article', { name: title });
  return article.textContent ?? '';
}

describe('/proto, the service-use agreement', () => {
  it('opens without sign-in, titled 服务使用协议, with section headings', async () => {
    const app = renderApp('/proto');
    expect(await screen.findByRole('heading', { level: 1, name: '服务使用协议' })).toBeTruthy();
    expect(app.location()).toBe('/proto');
    expect(screen.getByRole('heading', { level: 2, name: '一、服务对象' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '二、用户年龄与监护人' })).toBeTruthy();
  });

  it('says the product is open only to school institutions, for users aged 6 and above, minors under 18 with a guardian', async () => {
    renderApp('/proto');
    const text = await documentText('服务使用协议');
    expect(text).toContain('本产品仅向学校机构开放');
    expect(text).toContain('本产品的使用者应年满6周岁');
    expect(text).toContain('未满18周岁的未成年人，应在父母或其他监护人的陪同和同意下');
    expect(text).toContain('存储在中华人民共和国境内');
    expect(text).toContain('我们将在收到投诉后15天内予以答复');
  });

  it('links to the privacy policy', async () => {
    const app = renderApp('/proto');
    await userEvent.click(await screen.findByRole('link', { name: '《隐私政策》' }));
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeTruthy();
    expect(app.location()).toBe('/privicy');
  });
});

describe('/privicy, the privacy policy', () => {
  it('opens without sign-in and carries every fact of spec 02', async () => {
    const app = renderApp('/privicy');
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeTruthy();
    expect(app.location()).toBe('/privicy');
    expect(screen.getByText('更新日期：2022年6月')).toBeTruthy();
    const text = await documentText('隐私政策');
    expect(text).toContain('存储在中华人民共和国境内，不会向境外传输');
    expect(text).toContain('访问日志在机构注销账号后保存180天');
    expect(text).toContain('我们将在收到投诉后15天内予以答复');
    expect(text).toContain('仅向学校机构开放');
    expect(text).toContain('本产品的用户应年满6周岁');
    expect(text).toContain('未满18周岁的未成年人，应在监护人的同意和指导下使用本产品');
  });

  it('has its sections as headings and links back to the agreement', async () => {
    renderApp('/privicy');
    expect(await screen.findByRole('heading', { level: 2, name: '四、信息的存储' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '六、未成年人的个人信息保护' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '《服务使用协议》' }).getAttribute('href')).toBe('/proto');
  });
});

describe('/statements, the copyright statement', () => {
  it('is about the municipal teaching resources, for a signed-in student', async () => {
    server.use(...signedInHandlers());
    renderApp('/statements', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: '版权声明' })).toBeTruthy();
    const text = await documentText('版权声明');
    expect(text).toContain('英语作业助手中提供的市级教学资源');
    expect(screen.getByRole('heading', { level: 2, name: '一、使用范围' })).toBeTruthy();
  });

  it('is protected: without a token it redirects to /login', async () => {
    const app = renderApp('/statements');
    await screen.findByRole('button', { name: '登录' });
    expect(app.location()).toBe('/login');
    expect(screen.queryByRole('heading', { name: '版权声明' })).toBeNull();
  });
});
