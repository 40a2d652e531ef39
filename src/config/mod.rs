//! Layered settings: built-in defaults < user config < CLI flags; paths of config and data. The
//! config file is one typed `settings::Settings`, with a module per feature's keys.

pub mod auth_keys;
pub mod cache;
pub mod checked;
pub mod checkpoints;
pub mod codemode;
pub mod compaction;
pub mod external_agents;
pub mod field;
pub mod keys;
pub mod limits;
pub mod models;
pub mod paths;
pub mod permission;
pub mod plan;
pub mod profile;
pub mod project;
pub mod reads;
pub mod reminders;
pub mod retry;
pub mod sandbox;
pub mod sandbox_project;
pub mod secret_paths;
pub mod settings;
pub mod tasks;
pub mod trust;
pub mod ui;
pub mod user;
