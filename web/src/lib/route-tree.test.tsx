import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { memoryRouter } from '@/test/router';
import { Link, NavLink, Outlet, RouteTree, useMatches, useNavigate, useParams, type RouteNode } from './router';

/** A layout with a counter: it stays mounted (its count kept) while only its child changes. */
function Layout({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <section aria-label={name}>
      <button onClick={() => setCount(count + 1)}>{`${name} ${count}`}</button>
      <Outlet />
    </section>
  );
}

/** Another layout, of its own type: in its place the other one is unmounted. */
const ChatLayout = () => <Layout name="chat" />;

function Page({ name }: { name: string }) {
  const params = useParams();
  const names = useMatches<string>().map((match) => match.route.handle ?? '-');
  return <p>{`${name} ${JSON.stringify({ ...params })} ${names.join('/')}`.replace(/"/g, '')}</p>;
}

const routes: RouteNode<string>[] = [
  {
    element: <Layout name="root" />,
    handle: 'root',
    children: [
      { path: '/', element: <ChatLayout />, children: [{ index: true, element: <Page name="chat" />, handle: 'chat' }] },
      {
        path: '/account',
        element: <Layout name="account" />,
        children: [
          { index: true, element: <Page name="list" /> },
          { path: 'profile', element: <Page name="profile" />, handle: 'profile' },
          { path: 'payments', element: <Page name="payments" /> },
        ],
      },
      { path: '/account/profile/link/:token', element: <Page name="link" /> },
      { path: '/admin/*?', element: <Page name="admin" /> },
      { path: '*', element: <Page name="unknown" /> },
    ],
  },
];

const renderAt = (path: string) => {
  const router = memoryRouter(path);
  render(router.wrap(<RouteTree routes={routes} />));
  return router;
};

describe('the route tree', () => {
  it.each([
    ['/', 'chat {} root/-/chat'],
    ['/?conversation=new', 'chat {} root/-/chat'],
    ['/account', 'list {} root/-/-'],
    ['/account/', 'list {} root/-/-'],
    ['/Account/Profile', 'profile {} root/-/profile'],
    ['/account/profile/link/abc', 'link {0:abc,token:abc} root/-'],
    ['/admin', 'admin {} root/-'],
    ['/admin/customers/1', 'admin {0:customers/1,*:customers/1} root/-'],
    ['/account/profile/more', 'unknown {0:account/profile/more,*:account/profile/more} root/-'],
    ['/auth', 'unknown {0:auth,*:auth} root/-'],
  ])('renders %s as the first route of the table whose whole path matches: %s', (path, shown) => {
    renderAt(path);
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('keeps a layout mounted while its child changes, and mounts another in its place', () => {
    const router = renderAt('/account/profile');
    fireEvent.click(screen.getByRole('button', { name: 'account 0' }));
    expect(screen.getByRole('button', { name: 'account 1' })).toBeInTheDocument();
    router.navigate('/account/payments');
    expect(screen.getByText('payments {} root/-/-')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'account 1' })).toBeInTheDocument();
    router.navigate('/');
    expect(screen.getByRole('button', { name: 'chat 0' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'account' })).not.toBeInTheDocument();
  });

  it('renders nothing where no route matches', () => {
    const router = memoryRouter('/elsewhere');
    const { container } = render(router.wrap(<RouteTree routes={[{ path: '/', element: <p>chat</p> }]} />));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('NavLink', () => {
  function Nav() {
    return (
      <nav>
        {['/admin', '/admin/customers'].map((to) => (
          <NavLink key={to} to={to} end={to === '/admin'} className={({ isActive }) => (isActive ? 'active' : 'idle')}>
            {to}
          </NavLink>
        ))}
      </nav>
    );
  }

  it('is active on its path, and on the paths under it unless `end`', () => {
    const router = memoryRouter('/admin/customers/1');
    render(router.wrap(<Nav />));
    expect(screen.getByRole('link', { name: '/admin/customers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '/admin/customers' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: '/admin' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '/admin' })).toHaveClass('idle');
    router.navigate('/admin/');
    expect(screen.getByRole('link', { name: '/admin' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '/admin/customers' })).toHaveClass('idle');
  });
});

describe('Link', () => {
  it('adds a history entry, or replaces the current one when it leads where the visitor already is', () => {
    const router = memoryRouter('/?conversation=new');
    render(
      router.wrap(
        <>
          <Link to="/?conversation=new">New</Link>
          <Link to="/plans">Plans</Link>
        </>,
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'New' }));
    expect(router.entries).toEqual(['/?conversation=new']);
    fireEvent.click(screen.getByRole('link', { name: 'Plans' }));
    expect(router.entries).toEqual(['/?conversation=new', '/plans']);
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/plans');
  });
});

describe('useNavigate', () => {
  function Buttons() {
    const navigate = useNavigate();
    return (
      <>
        <button onClick={() => navigate('/plans')}>push</button>
        <button onClick={() => navigate('/?conversation=new', { replace: true })}>replace</button>
      </>
    );
  }

  it('pushes a new entry, or replaces the current one', () => {
    const router = memoryRouter('/account');
    render(router.wrap(<Buttons />));
    fireEvent.click(screen.getByRole('button', { name: 'push' }));
    expect(router.location).toEqual({ pathname: '/plans', search: '' });
    fireEvent.click(screen.getByRole('button', { name: 'replace' }));
    expect(router.location).toEqual({ pathname: '/', search: '?conversation=new' });
    expect(router.entries).toEqual(['/account', '/?conversation=new']);
  });
});
