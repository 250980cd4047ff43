import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { TEXT_LINK_CLASS_NAME } from './auth-layout';

/** 'Need an account? Register instead.' */
export function RegisterInsteadLink() {
  return (
    <p>
      Need an account?{' '}
      <Link to={paths.register} className={TEXT_LINK_CLASS_NAME}>
        Register instead.
      </Link>
    </p>
  );
}
