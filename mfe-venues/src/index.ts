// An async boundary, so federation can settle shared modules before anything imports React.
import('./bootstrap');
